/**
 * The grounding exercises' words: box breathing (four equal counts) and 5-4-3-2-1, two common
 * self-help techniques for calming the body and coming back to the present.
 */

/** Seconds in each phase of box breathing. */
export const BOX_COUNT = 4;

/** The four sides of the box, in order; the guide announces each as it starts. */
export const BOX_PHASES = ['Breathe in', 'Hold', 'Breathe out', 'Hold'] as const;

export const BOX_INTRO =
  'Breathe in slowly for 4, hold for 4, breathe out for 4, and hold for 4. Repeat a few times, ' + 'until you feel a little steadier.';

export const SENSES_INTRO = 'Slow down and notice what is around you, one sense at a time.';

/** 5-4-3-2-1: one step per sense, counting down. */
export const SENSES_STEPS = [
  { count: 5, text: 'Look around and name 5 things you can see.' },
  { count: 4, text: 'Notice 4 things you can touch or feel, like your feet on the floor.' },
  { count: 3, text: 'Listen for 3 things you can hear.' },
  { count: 2, text: 'Find 2 things you can smell, or 2 smells you like.' },
  { count: 1, text: 'Name 1 thing you can taste, or take a sip of water.' },
] as const;
