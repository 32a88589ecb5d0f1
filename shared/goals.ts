/** Goals and daily check-ins: the rules the API checks and the web forms reuse. */

export const GOAL_STATUSES = ['active', 'paused', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_LIMITS = {
  /**
   * At most this many active goals. A few goals a person works on get done; a long list becomes
   * one more thing to feel behind on (and the check-in screen lists them all). Paused and
   * completed goals do not count, so finishing or pausing one makes room.
   */
  active: 10,
  /** In characters (code points), after trimming. */
  textLength: 140,
  /** The optional rhythm: times per week. */
  minTimesPerWeek: 1,
  maxTimesPerWeek: 7,
} as const;

export const CHECK_IN_LIMITS = {
  minMood: 1,
  maxMood: 5,
  /** In characters (code points), after trimming; the note may be empty. */
  noteLength: 280,
  /** The check-ins GET /api/check-ins answers: this many days back from the user's today. */
  historyDays: 60,
} as const;

/**
 * The daily mood scale, 1 to 5: its faces and words. The check-in asks with them and the Insights
 * page charts with them, so both read this one list.
 */
export const MOODS = [
  { value: 1, face: '😞', label: 'Very low' },
  { value: 2, face: '🙁', label: 'Low' },
  { value: 3, face: '😐', label: 'Okay' },
  { value: 4, face: '🙂', label: 'Good' },
  { value: 5, face: '😄', label: 'Great' },
] as const;

/**
 * The goal the coach may suggest at the end of a session: short enough to read at a
 * glance (the user can lengthen it before adding it), and offered only once the user has said a
 * little: a chat of one message has nothing to build a goal on.
 */
export const GOAL_SUGGESTION_LIMITS = {
  /** In characters (code points). */
  textLength: 80,
  /** The user's own messages the chat must hold before a suggestion is offered. */
  minUserMessages: 2,
} as const;
