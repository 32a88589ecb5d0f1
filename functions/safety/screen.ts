import { higherTier, type RiskTier } from '#shared/safety';
import type { AssessedTurn } from '../providers/risk-assessor';
import { assessRisk } from './assessment';
import { screenLocally, type ScreenInput, type ScreenResult } from './local';
import { moderate } from './moderation';
import { judgeReply } from './judge';
import { screenReply, type ReplyContext, type ReplyReason, type ReplyVerdict } from './reply';

/**
 * The crisis screen every user message passes before any model is called (SAFETY.md 1):
 * the local screen always; OpenAI moderation and the risk assessor too when a key is configured. Crisis logic lives
 * here, outside the model, so no prompt can switch it off (SAFETY.md 10).
 */

export { screenLocally, type ScreenInput, type ScreenResult } from './local';
export { moderate, type ModerationVerdict } from './moderation';
export { assessRisk, ASSESSOR_DEADLINE_MS, tierOfAssessment, type AssessedRisk } from './assessment';
export { screenReply, type ReplyContext, type ReplyReason, type ReplyVerdict } from './reply';
export { hasReplyJudge, judgeReply, JUDGE_DEADLINE_MS, type Judgement } from './judge';

/** A message to screen, with the last turns of its chat for the risk assessor (the message last). */
export interface ConversationInput extends ScreenInput {
  /** The chat's last turns, user and coach, oldest first, ending with this message; just the message when absent. */
  turns?: readonly AssessedTurn[];
}

/** What a second reader (moderation, the risk assessor) said of a message. */
export interface Opinion {
  tier: RiskTier;
  harmToOthers: boolean;
  reasons: string[];
}

/** OpenAI moderation's opinion, or undefined without a key, on an error or past its 2.5 s (fail safe). */
export async function moderationOpinion(text: string, signal?: AbortSignal): Promise<Opinion | undefined> {
  const verdict = await moderate(text, signal);
  return verdict && { tier: verdict.tier, harmToOthers: verdict.harmToOthers, reasons: verdict.categories.map((c) => `moderation.${c}`) };
}

/**
 * The risk assessor's opinion of the conversation's last turn, or undefined without a
 * key, on an error or past its 800 ms deadline (fail safe).
 */
export async function assessorOpinion(input: ConversationInput, signal?: AbortSignal): Promise<Opinion | undefined> {
  return assessRisk(input.turns ?? [{ role: 'user', content: input.text }], signal);
}

/**
 * A result with another reader's opinion: the higher tier wins (a model may raise a tier, never
 * lower one: SAFETY.md 10), harmToOthers when either says so, asksIfHuman from the local screen.
 */
export function withOpinion(result: ScreenResult, opinion: Opinion | undefined): ScreenResult {
  if (!opinion) return result;
  return {
    ...result,
    tier: higherTier(result.tier, opinion.tier),
    harmToOthers: result.harmToOthers || opinion.harmToOthers,
    reasons: [...result.reasons, ...opinion.reasons],
  };
}

/**
 * The whole screen of a message, at once: the local one, then moderation and the risk assessor
 * side by side, both skipped when the local screen already says tier c (nothing can raise it, and
 * the crisis reply must not wait). The chat's reply flow runs the same steps around the coach
 * (functions/domain/chat/decide.ts). `moderated` and `assessed` say which readers took part.
 */
export async function screenMessage(
  input: ConversationInput,
  signal?: AbortSignal,
): Promise<ScreenResult & { moderated: boolean; assessed: boolean }> {
  const local = screenLocally(input);
  if (local.tier === 'c') return { ...local, moderated: false, assessed: false };
  const [moderation, assessment] = await Promise.all([moderationOpinion(input.text, signal), assessorOpinion(input, signal)]);
  return { ...withOpinion(withOpinion(local, moderation), assessment), moderated: !!moderation, assessed: !!assessment };
}

/**
 * Moderation categories that refuse a generated reply whatever the judge says: instructions for
 * self-harm, help with violence, and sexual content involving minors (docs/safety.md, "What a
 * reply must never do").
 */
const UNSAFE_REPLY_CATEGORIES: ReadonlyMap<string, ReplyReason> = new Map([
  ['self-harm/instructions', 'means'],
  ['illicit/violent', 'means'],
  ['sexual/minors', 'romance-sexual'],
]);
/** With a minor's account, any sexual content at all (SAFETY.md 17). */
const UNSAFE_FOR_MINORS: ReadonlyMap<string, ReplyReason> = new Map([['sexual', 'romance-sexual']]);
/**
 * Moderation's other self-harm categories fire on warm crisis support too (it names suicide and
 * the lines): the judge weighs them, and they refuse on their own only when no judge answered.
 */
const WEIGHED_BY_JUDGE: ReadonlyMap<string, ReplyReason> = new Map([
  ['self-harm/intent', 'encouragement'],
  ['self-harm', 'encouragement'],
]);

/** The first of `categories` that `unsafe` names, as a refusal. */
function refusal(categories: readonly string[], unsafe: ReadonlyMap<string, ReplyReason>): ReplyVerdict | undefined {
  const category = categories.find((name) => unsafe.has(name));
  return category === undefined ? undefined : { safe: false, reason: unsafe.get(category)!, rule: `moderation.${category}` };
}

/**
 * A generated reply's verdict: the local screen's or a second reader's refusal, or `held` when
 * the judge had to approve it (a flagged chat, a minor's account) and could not: then a fixed
 * text answers in its place. `moderated` and `judged` say which readers took part.
 */
export type GeneratedReplyVerdict = (ReplyVerdict | { safe: false; held: true }) & { moderated: boolean; judged: boolean };

/**
 * The screen of a generated reply (SAFETY.md 6, 17): the local reply screen always; then, side by
 * side, OpenAI moderation with a key and the reply judge wherever a model is configured. A second
 * reader can only refuse a reply, never pass one the local screen refused. In a flagged chat and
 * with a minor's account nothing is shown that the judge did not approve; elsewhere, when it fails
 * or is late, the local screen and moderation decide.
 */
export async function screenGeneratedReply(text: string, context: ReplyContext, signal?: AbortSignal): Promise<GeneratedReplyVerdict> {
  const local = screenReply(text, context);
  if (!local.safe) return { ...local, moderated: false, judged: false };
  const [moderation, judgement] = await Promise.all([
    moderate(text, signal),
    judgeReply({ reply: text, asked: context.asked, minor: context.minor === true, flagged: context.flagged === true }, signal),
  ]);
  const readers = { moderated: !!moderation, judged: judgement.judged };
  const categories = moderation?.categories ?? [];
  const certain = refusal(
    categories,
    context.minor ? new Map([...UNSAFE_REPLY_CATEGORIES, ...UNSAFE_FOR_MINORS]) : UNSAFE_REPLY_CATEGORIES,
  );
  if (certain) return { ...certain, ...readers };
  if (judgement.judged) {
    const [reason] = judgement.refused;
    return reason ? { safe: false, reason, rule: `judge.${reason}`, ...readers } : { safe: true, ...readers };
  }
  const weighed = refusal(categories, WEIGHED_BY_JUDGE);
  if (weighed) return { ...weighed, ...readers };
  if (judgement.configured && (context.flagged || context.minor)) return { safe: false, held: true, ...readers };
  return { safe: true, ...readers };
}
