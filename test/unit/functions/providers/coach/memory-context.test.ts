import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { GOAL_LIMITS } from '#shared/goals';
import { MEMORY_LIMITS } from '#shared/memory';
import { systemPrompt } from '../../../../../functions/providers/coach/prompts';
import { memoryPreamble } from '../../../../../functions/providers/coach/prompts/memory';
import type { CoachMemory } from '../../../../../functions/providers/coach';

/**
 * What the OpenAI coach is told it remembers: compact enough to send with every message.
 * Tokens are counted with OpenAI's own tokenizer (o200k, the GPT-4o family's).
 */

/** Text of exactly `length` characters made of ordinary words. */
const words = (seed: string, length: number): string =>
  `${seed} ${'feel calmer before class and sleep well at night '.repeat(10)}`.slice(0, length).trimEnd().padEnd(length, 'x');

const fullMemory: CoachMemory = {
  goals: Array.from({ length: GOAL_LIMITS.active }, (_, i) => ({
    text: words(`Goal ${i}:`, GOAL_LIMITS.textLength),
    chatGoal: 2 as const,
  })),
  lastCheckIn: { daysAgo: 1, mood: 2 },
  notes: Array.from({ length: MEMORY_LIMITS.count }, (_, i) => words(`Note ${i}:`, MEMORY_LIMITS.textLength)),
};

describe('memoryPreamble', () => {
  it('stays within 400 tokens for a user with 10 goals of the longest kind and 30 notes', () => {
    const text = memoryPreamble(fullMemory)!;
    expect(encode(text).length).toBeLessThanOrEqual(400);
  });

  it('stays within 400 tokens when every goal and note is emoji', () => {
    const emoji = (length: number) => '🌱'.repeat(length);
    const memory: CoachMemory = {
      goals: Array.from({ length: GOAL_LIMITS.active }, () => ({ text: emoji(GOAL_LIMITS.textLength), chatGoal: 1 as const })),
      notes: Array.from({ length: MEMORY_LIMITS.count }, () => `You ${emoji(MEMORY_LIMITS.textLength - 4)}`),
    };

    expect(encode(memoryPreamble(memory)!).length).toBeLessThanOrEqual(400);
  });

  it('names every active goal, the last check-in, and the newest notes first, leaving out the oldest that do not fit', () => {
    const text = memoryPreamble(fullMemory)!;

    for (let i = 0; i < GOAL_LIMITS.active; i += 1) expect(text).toContain(`"Goal ${i}:`);
    expect(text).toContain('Last daily check-in: yesterday, mood low (2 of 5).');
    expect(text).toContain('Note 0:');
    expect(text).not.toContain(`Note ${MEMORY_LIMITS.count - 1}:`);
  });

  it('keeps every short note when they fit', () => {
    const notes = ['You mentioned feeling stressed about exams in June.', 'Walks help you calm down.'];
    const text = memoryPreamble({ goals: [], notes })!;

    for (const note of notes) expect(text).toContain(`- ${note}`);
    expect(text).not.toContain('Goals they set');
    expect(text).not.toContain('check-in');
  });

  it('is nothing when there is nothing to remember', () => {
    expect(memoryPreamble(undefined)).toBeUndefined();
    expect(memoryPreamble({ goals: [], notes: [] })).toBeUndefined();
  });

  it('goes into the system prompt, but never in careful mode (a flagged chat)', () => {
    const memory: CoachMemory = { goals: [{ text: 'Walk after class', chatGoal: 2 }], notes: [] };

    expect(systemPrompt({ goal: 2, style: 1, firstName: 'Maya', memory })).toContain('"Walk after class" (stress)');
    expect(systemPrompt({ goal: 2, style: 1, firstName: 'Maya', memory, careful: 'gentle' })).not.toContain('Walk after class');
    expect(systemPrompt({ goal: 2, style: 1, firstName: 'Maya' })).not.toContain('remember of this user');
  });
});
