import type { ChatGoal } from '#shared/chat';
import { MOODS } from '#shared/goals';
import type { CoachMemory } from '../port';
import type { Chooser } from './choose';
import { fill } from './text';

/**
 * The offline coach's memory: the first reply of a session may say one thing it
 * remembers, the way a person picks up where they left off. A recent low check-in comes first (it
 * says how the user is), then the goal that fits the chosen coaching goal. One sentence at most,
 * and never in a flagged chat or beside risk: the caller decides that.
 */

const GOAL_LINES = [
  'I remember you set yourself a goal: "{goal}". We can come back to it whenever it helps.',
  'Your goal "{goal}" is still there whenever you want to look at it together.',
  'You\'ve been working toward "{goal}", and we can check in on it whenever you like.',
];

const LOW_CHECK_IN_LINES = [
  "Your last check-in said things felt {mood}, so I'm glad you came to talk.",
  "I saw that your last check-in was a {mood} one, and I'm glad you're here.",
];

const GOOD_CHECK_IN_LINES = ["Your last check-in sounded {mood}, and it's nice to hear from you again."];

/** A check-in this recent still says how the user is. */
const RECENT_DAYS = 2;

/** The goal's words as they sit inside a sentence: no closing full stop. */
const inSentence = (text: string): string => text.trim().replace(/[.!;,\s]+$/u, '');

/** The line for this session's first reply, or undefined when there is nothing worth saying. */
export function rememberLine(memory: CoachMemory | undefined, goal: ChatGoal, pick: Chooser['pick']): string | undefined {
  if (!memory) return undefined;
  const checkIn = memory.lastCheckIn && memory.lastCheckIn.daysAgo <= RECENT_DAYS ? memory.lastCheckIn : undefined;
  const mood = checkIn && MOODS.find((entry) => entry.value === checkIn.mood)?.label.toLowerCase();
  if (checkIn && mood && checkIn.mood <= 2) return fill(pick('remember', LOW_CHECK_IN_LINES), { mood });
  const kept = memory.goals.find((entry) => entry.chatGoal === goal) ?? memory.goals[0];
  if (kept) return fill(pick('remember', GOAL_LINES), { goal: inSentence(kept.text) });
  if (checkIn && mood && checkIn.mood >= 4) return fill(pick('remember', GOOD_CHECK_IN_LINES), { mood });
  return undefined;
}
