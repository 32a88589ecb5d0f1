import { GOALS, STYLES, type ChatGoal, type ChatStyle } from '#shared/chat';
import { AGE_GROUP_PROMPTS, CAREFUL_PROMPT, CORE_PROMPT, GENTLE_CAREFUL_PROMPT, regeneratePreamble, summaryPreamble } from './core';
import { GOAL_PROMPTS } from './goals';
import { memoryPreamble } from './memory';
import type { AgeGroup } from '#shared/safety';
import type { Care, CoachMemory } from '../port';
import { PAIR_PROMPTS, pairKey } from './pairs';
import { STYLE_PROMPTS } from './styles';

export { SUMMARY_PROMPT } from './summary';

/** After the start of a reply that was cut off: the rest, without repeating it. */
export const CONTINUE_PROMPT =
  'Your previous reply was cut off. Continue it from exactly where it stopped, in the same voice, without repeating any of it and without mentioning the interruption.';

/**
 * A display name is user input: keep letters, hyphens and apostrophes, and two words at most, so
 * a name cannot carry instructions into the system prompt.
 */
export function safeFirstName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}' -]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .join(' ')
    .slice(0, 30);
}

/**
 * The system prompt for one goal-and-style pair, with the user's first name, what it remembers
 * from earlier sessions, the running summary,
 * when the user asked for another reply, the one being replaced, and careful mode last, so that
 * it overrides the goal's and style's invitations to exercises.
 */
export function systemPrompt(input: {
  goal: ChatGoal;
  style: ChatStyle;
  firstName: string;
  summary?: string;
  regenerating?: string;
  careful?: Care;
  memory?: CoachMemory;
  ageGroup?: AgeGroup;
}): string {
  const name = safeFirstName(input.firstName);
  const parts = [
    CORE_PROMPT,
    GOAL_PROMPTS[input.goal],
    STYLE_PROMPTS[input.style],
    PAIR_PROMPTS[pairKey(input.goal, input.style)],
    name ? `The user's first name is ${name}.` : `You do not know the user's name; do not ask for it unless it comes up naturally.`,
    `The user chose the goal "${GOALS[input.goal]}" and the style "${STYLES[input.style]}".`,
    AGE_GROUP_PROMPTS[input.ageGroup ?? 'minor'],
  ];
  // What it remembers stays out of a flagged chat: no goal or old note belongs beside a crisis.
  const remembered = input.careful ? undefined : memoryPreamble(input.memory);
  if (remembered) parts.push(remembered);
  if (input.summary?.trim()) parts.push(summaryPreamble(input.summary.trim()));
  if (input.regenerating?.trim()) parts.push(regeneratePreamble(input.regenerating.trim()));
  if (input.careful) parts.push(input.careful === 'full' ? CAREFUL_PROMPT : GENTLE_CAREFUL_PROMPT);
  return parts.join('\n\n');
}
