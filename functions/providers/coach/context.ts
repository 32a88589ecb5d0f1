import type { CoachTurn } from './port';

/**
 * Which turns go to the model. The model sees the running summary plus the most recent turns that
 * fit a budget; when the turns not yet summarised outgrow it, the oldest are folded into the
 * summary. Folding leaves only `keepTokens` of recent turns so that it happens once every several
 * turns, not on every message. Tokens are approximated as characters / 4, close enough for
 * English and cheap enough to run on every request.
 */

export interface ContextBudget {
  /** Most tokens of recent turns sent before older ones are folded into the summary. */
  windowTokens: number;
  /** Tokens of recent turns kept after a fold. */
  keepTokens: number;
  /** Most recent turns sent, whatever their length. */
  maxTurns: number;
}

/** About 6 to 10 exchanges of ordinary length: enough for a coach to stay on the thread. */
export const DEFAULT_BUDGET: ContextBudget = { windowTokens: 3000, keepTokens: 1500, maxTurns: 24 };

/** Approximate tokens of a text: characters / 4, rounded up. */
export const approxTokens = (text: string): number => Math.ceil(text.length / 4);

/** Approximate tokens of turns, with a few for each message's framing. */
export const turnsTokens = (turns: readonly CoachTurn[]): number => turns.reduce((sum, turn) => sum + approxTokens(turn.content) + 4, 0);

export interface ContextPlan {
  /** Turns to send after the system message, oldest first; always ends with the user message. */
  window: CoachTurn[];
  /** Turns to fold into the summary before answering; empty when no fold is due. */
  fold: CoachTurn[];
  /** How many of the oldest turns the summary covers once `fold` is folded in. */
  summarizedTurns: number;
}

/** Index of the first turn of the longest suffix of turns[from..] within the token budget. */
function suffixStart(turns: readonly CoachTurn[], from: number, tokens: number, maxTurns: number): number {
  let start = turns.length - 1;
  let used = turnsTokens([turns[start]!]);
  while (start > from && turns.length - start < maxTurns) {
    const cost = turnsTokens([turns[start - 1]!]);
    if (used + cost > tokens) break;
    used += cost;
    start -= 1;
  }
  // A window that opens on the coach's reply reads as if the coach spoke first; drop it.
  if (turns[start]?.role === 'assistant' && start < turns.length - 1) start += 1;
  return start;
}

/**
 * Plans the context of one request.
 *
 * @param summarizedTurns how many of the oldest turns `summary` covers, as returned by the last
 *   fold. When a summary comes without it, the summary is taken to cover everything older than
 *   the window (nothing is folded again).
 */
export function planContext(
  turns: readonly CoachTurn[],
  summary: string | undefined,
  summarizedTurns: number | undefined,
  budget: ContextBudget = DEFAULT_BUDGET,
): ContextPlan {
  if (turns.length === 0) return { window: [], fold: [], summarizedTurns: 0 };
  if (summary && summarizedTurns === undefined) {
    return { window: windowWithoutFold(turns, budget), fold: [], summarizedTurns: 0 };
  }
  const covered = summary ? Math.min(Math.max(summarizedTurns ?? 0, 0), turns.length - 1) : 0;
  const pending = turns.slice(covered);
  if (turnsTokens(pending) <= budget.windowTokens && pending.length <= budget.maxTurns) {
    return { window: pending, fold: [], summarizedTurns: covered };
  }
  const keepFrom = suffixStart(turns, covered, budget.keepTokens, Math.ceil(budget.maxTurns / 2));
  return { window: turns.slice(keepFrom), fold: turns.slice(covered, keepFrom), summarizedTurns: keepFrom };
}

/**
 * The window to send when a due fold could not be made (the summary call failed): the recent
 * turns within the full budget. The unsummarised turns left out are folded on a later request.
 */
export function windowWithoutFold(turns: readonly CoachTurn[], budget: ContextBudget = DEFAULT_BUDGET): CoachTurn[] {
  if (turns.length === 0) return [];
  return turns.slice(suffixStart(turns, 0, budget.windowTokens, budget.maxTurns));
}
