import {
  approxTokens,
  planContext,
  turnsTokens,
  windowWithoutFold,
  type ContextBudget,
} from '../../../../../functions/providers/coach/context';
import type { CoachTurn } from '../../../../../functions/providers/coach/port';

/** The context budget: recent turns within a token budget, older ones folded into a summary. */

/** Turns of exactly `tokens` approximate tokens each (4 of them are framing), alternating roles. */
const chat = (count: number, tokens = 104): CoachTurn[] =>
  Array.from({ length: count }, (_, i) => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: `${i}`.padEnd((tokens - 4) * 4, '.'),
  }));

const budget: ContextBudget = { windowTokens: 1000, keepTokens: 500, maxTurns: 24 };

describe('approxTokens', () => {
  it('counts characters / 4, rounded up', () => {
    expect(approxTokens('')).toBe(0);
    expect(approxTokens('abcd')).toBe(1);
    expect(approxTokens('abcde')).toBe(2);
  });

  it('adds framing tokens per turn', () => {
    expect(turnsTokens(chat(3))).toBe(312);
  });
});

describe('planContext', () => {
  it('sends a conversation within budget whole, folding nothing', () => {
    const turns = chat(9);

    expect(planContext(turns, undefined, undefined, budget)).toEqual({ window: turns, fold: [], summarizedTurns: 0 });
  });

  it('folds the oldest turns when the conversation outgrows the budget, keeping recent ones within keepTokens', () => {
    const turns = chat(11);

    const plan = planContext(turns, undefined, undefined, budget);

    expect(turnsTokens(plan.window)).toBeLessThanOrEqual(500);
    expect(plan.window.at(-1)).toBe(turns.at(-1));
    expect(plan.window[0]!.role).toBe('user');
    expect([...plan.fold, ...plan.window]).toEqual(turns);
    expect(plan.summarizedTurns).toBe(plan.fold.length);
  });

  it('sends only the turns the summary does not cover yet', () => {
    const turns = chat(15);

    const plan = planContext(turns, 'summary of turns 0-7', 8, budget);

    expect(plan).toEqual({ window: turns.slice(8), fold: [], summarizedTurns: 8 });
  });

  it('folds only the turns after those the summary covers', () => {
    const turns = chat(21);

    const plan = planContext(turns, 'summary of turns 0-7', 8, budget);

    expect(plan.fold[0]).toBe(turns[8]);
    expect(plan.summarizedTurns).toBe(8 + plan.fold.length);
    expect([...plan.fold, ...plan.window]).toEqual(turns.slice(8));
  });

  it('folds once every few turns, not on every message', () => {
    const folds: number[] = [];
    let summarizedTurns = 0;
    let summary: string | undefined;
    for (let length = 1; length <= 41; length += 2) {
      const plan = planContext(chat(length), summary, summarizedTurns, budget);
      if (plan.fold.length > 0) {
        folds.push(length);
        summary = 'summary';
        summarizedTurns = plan.summarizedTurns;
      }
    }

    expect(folds.length).toBeGreaterThan(1);
    expect(folds.length).toBeLessThanOrEqual(6);
  });

  it('caps the number of turns sent however short they are', () => {
    const turns = chat(40, 10);

    const plan = planContext(turns, undefined, undefined, { ...budget, maxTurns: 10 });

    expect(plan.window.length).toBeLessThanOrEqual(5);
    expect(plan.fold.length + plan.window.length).toBe(40);
  });

  it('takes a summary without a count to cover everything outside the window', () => {
    const turns = chat(21);

    const plan = planContext(turns, 'an old summary', undefined, budget);

    expect(plan.fold).toEqual([]);
    expect(turnsTokens(plan.window)).toBeLessThanOrEqual(1000);
    expect(plan.window.at(-1)).toBe(turns.at(-1));
  });

  it('always keeps the message being answered, even when it alone is over budget', () => {
    const turns = [...chat(4), { role: 'user' as const, content: 'x'.repeat(10_000) }];

    const plan = planContext(turns, undefined, undefined, budget);

    expect(plan.window).toEqual([turns[4]]);
  });

  it('ignores a count larger than the conversation', () => {
    const turns = chat(3);

    expect(planContext(turns, 'summary', 99, budget).window).toEqual([turns[2]]);
  });

  it('plans nothing for an empty conversation', () => {
    expect(planContext([], undefined, undefined, budget)).toEqual({ window: [], fold: [], summarizedTurns: 0 });
  });
});

describe('windowWithoutFold', () => {
  it('keeps the recent turns within the full budget, starting with a user turn', () => {
    const turns = chat(21);

    const window = windowWithoutFold(turns, budget);

    expect(turnsTokens(window)).toBeLessThanOrEqual(1000);
    expect(window[0]!.role).toBe('user');
    expect(window.at(-1)).toBe(turns.at(-1));
  });
});
