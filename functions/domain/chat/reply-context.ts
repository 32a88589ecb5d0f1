/** Who asks for a reply, and the time budgets every step of it keeps within. */

/** Who asks, and how long the invocation may still run. */
export interface ReplyContext {
  uid: string;
  chatId: string;
  requestId: string;
  remainingMs(): number;
}

/** Time kept back from the coach for storing the reply and answering before API Gateway gives up. */
export const ANSWER_MARGIN_MS = 4_000;
export const MIN_COACH_MS = 1_000;
/** Most the message screen may wait for moderation; past it the local screen alone decides. */
const SCREEN_BUDGET_MS = 3_000;

/** The time the coach may take: what the invocation has left, less the margin, never under a second. */
export const coachBudgetMs = (ctx: ReplyContext): number => Math.max(MIN_COACH_MS, ctx.remainingMs() - ANSWER_MARGIN_MS);

/** The second opinion of the screen gets a few seconds, never more than the invocation has left. */
export const screenSignal = (ctx: ReplyContext): AbortSignal =>
  AbortSignal.timeout(Math.max(0, Math.min(SCREEN_BUDGET_MS, ctx.remainingMs() - ANSWER_MARGIN_MS)));

/** The fields every log line of a reply carries: ids only, never a message (SAFETY.md 11). */
export const replyFields = (ctx: ReplyContext): Record<string, string> => ({ requestId: ctx.requestId, chatId: ctx.chatId });
