import { pathToFileURL } from 'node:url';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { GOAL_LIMITS } from '#shared/goals';
import { MEMORY_LIMITS } from '#shared/memory';
import type { CoachMemory } from '../functions/providers/coach';
import { memoryPreamble } from '../functions/providers/coach/prompts/memory';

/**
 * What the coach's memory adds to every coach call (goal: at most 400 tokens for a user
 * with 10 goals and 30 notes), counted with OpenAI's tokenizer (o200k, the GPT-4o family's), for
 * the longest goals and notes the API accepts and for ordinary ones.
 */

const sentence = (seed: string, length: number): string =>
  `${seed} ${'feel calmer before class and sleep well at night '.repeat(10)}`.slice(0, length).trimEnd();

function memoryOf(goalChars: number, noteChars: number): CoachMemory {
  return {
    goals: Array.from({ length: GOAL_LIMITS.active }, (_, i) => ({ text: sentence(`Goal ${i}:`, goalChars), chatGoal: 2 as const })),
    lastCheckIn: { daysAgo: 1, mood: 2 },
    notes: Array.from({ length: MEMORY_LIMITS.count }, (_, i) => sentence(`You noted ${i}:`, noteChars)),
  };
}

export function benchMemory(): void {
  console.log('\nThe coach memory in each coach call (goal: <= 400 tokens for 10 goals and 30 notes; o200k tokens)');
  for (const [label, goalChars, noteChars] of [
    ['longest (goals 140, notes 120 characters)', GOAL_LIMITS.textLength, MEMORY_LIMITS.textLength],
    ['ordinary (goals 40, notes 50 characters)', 40, 50],
  ] as const) {
    const text = memoryPreamble(memoryOf(goalChars, noteChars)) ?? '';
    const notes = text.split('\n').filter((line) => line.startsWith('- ')).length;
    console.log(`  ${label}: ${encode(text).length} tokens, ${notes} of ${MEMORY_LIMITS.count} notes sent (newest first)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchMemory();
