import { STYLES, type ChatStyle } from '#shared/chat';

/** One clip of the landing page's voice demo: a communication style and what the coach says in it. */
export interface VoiceDemoLine {
  /** Names the clip's file: `web/public/audio/voice-demo-<key>.mp3`. */
  key: string;
  style: ChatStyle;
  /** The style's label, the same as in the new-session wizard. */
  label: string;
  /** What the clip says, word for word: the script speaks it and the page shows it as the caption. */
  text: string;
}

/**
 * The sample lines, one per communication style (spec section 2). The script
 * `scripts/make-demo-audio.ts` turns each into speech and the demo shows it as a transcript, so
 * the audio and its text alternative cannot drift apart. Each is 8 to 15 seconds spoken: an
 * everyday coaching moment, with no promise of treatment.
 */
export const VOICE_DEMO_LINES: readonly VoiceDemoLine[] = [
  {
    key: 'encouragement',
    style: 1,
    label: STYLES[1],
    text: 'You kept studying even on the days you felt tired, and that took real effort. Whatever the result, you showed up for yourself. What is one small thing that went well today?',
  },
  {
    key: 'non-directive',
    style: 2,
    label: STYLES[2],
    text: 'It sounds like a lot has been on your mind this week, and that can feel heavy. There is no rush. What feels most important for you to talk about right now?',
  },
  {
    key: 'resources',
    style: 3,
    label: STYLES[3],
    text: 'When stress builds up before exams, slow breathing can help. Breathe in for four counts, hold for four, then breathe out for six. Would you like a few more ideas to try?',
  },
];

/** Where the page finds a line's clip; the build copies `web/public/` to the site root. */
export const voiceDemoSrc = (key: string): string => `/audio/voice-demo-${key}.mp3`;
