/** Goals and daily check-ins (issue 21): the rules the API checks and the web forms reuse. */

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
