import { isPremium, type PlanName } from './plans';

/**
 * The coach's memory (Premium's "Personalized Chatbot"): short notes the coach keeps
 * about the user between sessions, each one shown to them to edit or delete, and paused in one
 * switch. The rules here are shared so the API checks and the web forms read one list.
 */

export const MEMORY_LIMITS = {
  /**
   * At most this many memories. Past it, a note the coach proposes replaces the oldest one the
   * coach wrote (never one the user wrote); a note the user adds is refused until they delete one.
   */
  count: 30,
  /** In characters (code points), after trimming: one sentence, never a transcript. */
  textLength: 120,
  /** The most notes one session may add: a few things worth keeping, not a log of the chat. */
  perSession: 3,
} as const;

/** `memory` on the profile: absent or 'on' lets a Premium coach remember; 'paused' stops it. */
export const MEMORY_CHOICES = ['on', 'paused'] as const;
export type MemoryChoice = (typeof MEMORY_CHOICES)[number];

/** Who wrote a note: the coach proposed it, or the user added it themselves. */
export const MEMORY_SOURCES = ['coach', 'user'] as const;
export type MemorySource = (typeof MEMORY_SOURCES)[number];

/** Whether the coach may remember across sessions: Premium, and memory not paused. */
export const remembers = (plan: PlanName | null | undefined, choice: MemoryChoice | undefined): boolean =>
  isPremium(plan) && choice !== 'paused';
