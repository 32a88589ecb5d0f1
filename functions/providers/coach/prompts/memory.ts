import type { ChatGoal } from '#shared/chat';
import { MOODS } from '#shared/goals';
import { firstCodePoints } from '#shared/text';
import { approxTokens } from '../context';
import type { CoachMemory } from '../port';

/**
 * What the coach remembers, as one compact part of the system prompt. Every word of it
 * is sent with every message of a session, so it is held to a budget: the last check-in, the
 * goals (each cut to GOAL_CHARS) and then the newest notes, as many as fit. A user with 10 goals
 * and 30 notes stays under 400 tokens (a unit test and `npm run bench` count them with OpenAI's
 * tokenizer), emoji and all.
 */

/** The budget of the whole part, in `cost` units: below 400 real tokens with room to spare. */
export const MEMORY_BUDGET = 380;

/**
 * A cautious token count: English runs about 4 characters a token, but an emoji or a letter
 * outside ASCII takes one to three (an emoji two in o200k), so each of those counts as two.
 */
const cost = (text: string): number => {
  const ascii = text.replace(/[^\p{ASCII}]/gu, '');
  return approxTokens(ascii) + 2 * (Array.from(text).length - ascii.length);
};

/** A goal is named by its first words: enough to recognise it. */
const GOAL_CHARS = 50;
/** The coaching goal each goal serves, in a word. */
const AREA: Record<ChatGoal, string> = { 1: 'self-esteem', 2: 'stress', 3: 'relationships' };

const cut = (text: string, chars: number): string => {
  const short = firstCodePoints(text, chars);
  return short.length < text.length ? `${short.trimEnd()}…` : text;
};

const WHEN = ['today', 'yesterday'];
const ago = (days: number): string => WHEN[days] ?? `${days} days ago`;

/** The memory part of the system prompt, or undefined when there is nothing to remember. */
export function memoryPreamble(memory: CoachMemory | undefined): string | undefined {
  if (!memory || (!memory.goals.length && !memory.lastCheckIn && !memory.notes.length)) return undefined;
  const lines = [
    'What you remember of this user from earlier sessions (they chose to let you remember). Use it only where it helps, never recite it, and ask rather than assume it still holds:',
  ];
  const checkIn = memory.lastCheckIn;
  const mood = checkIn && MOODS.find((entry) => entry.value === checkIn.mood);
  const checkInLine =
    checkIn && mood && `Last daily check-in: ${ago(checkIn.daysAgo)}, mood ${mood.label.toLowerCase()} (${mood.value} of 5).`;
  let used = cost(lines[0]!) + (checkInLine ? cost(checkInLine) : 0);
  // Within the budget, in order of use: the goals (oldest first), then the newest notes.
  const within = (texts: readonly string[]): string[] => {
    const kept: string[] = [];
    for (const text of texts) {
      const price = cost(text) + 2;
      if (used + price > MEMORY_BUDGET) break;
      used += price;
      kept.push(text);
    }
    return kept;
  };
  const goals = within(memory.goals.map((goal) => `"${cut(goal.text, GOAL_CHARS)}" (${AREA[goal.chatGoal]})`));
  if (goals.length) lines.push(`Goals they set: ${goals.join('; ')}.`);
  if (checkInLine) lines.push(checkInLine);
  const notes = within(memory.notes);
  if (notes.length) lines.push(`Notes:\n- ${notes.join('\n- ')}`);
  return lines.join('\n');
}
