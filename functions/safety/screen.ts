import { higherTier, type RiskTier } from '../../shared/safety';
import type { AssessedTurn } from '../providers/risk-assessor';
import { assessRisk } from './assessment';
import { screenLocally, type ScreenInput, type ScreenResult } from './local';
import { moderate } from './moderation';
import { screenReply, type ReplyContext, type ReplyReason, type ReplyVerdict } from './reply';

/**
 * The crisis screen every user message passes before any model is called (SAFETY.md 1, issue 5):
 * the local screen always; OpenAI moderation and the risk assessor too when a key is configured. Crisis logic lives
 * here, outside the model, so no prompt can switch it off (SAFETY.md 10).
 */

export { screenLocally, type ScreenInput, type ScreenResult } from './local';
export { moderate, type ModerationVerdict } from './moderation';
export { assessRisk, ASSESSOR_DEADLINE_MS, tierOfAssessment, type AssessedRisk } from './assessment';
export { screenReply, type ReplyContext, type ReplyReason, type ReplyVerdict } from './reply';

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
 * The risk assessor's opinion of the conversation's last turn (issue 20), or undefined without a
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
 * (functions/domain/chat/respond.ts). `moderated` and `assessed` say which readers took part.
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
 * Moderation categories that make a generated reply unsafe: any self-harm content (a coach's reply
 * has no business depicting it, and the replacement still offers help), help with violence, and
 * sexual content involving minors, always (docs/safety.md, "What a reply must never do").
 */
const UNSAFE_REPLY_CATEGORIES: ReadonlyMap<string, ReplyReason> = new Map([
  ['self-harm/instructions', 'means'],
  ['illicit/violent', 'means'],
  ['self-harm/intent', 'encouragement'],
  ['self-harm', 'encouragement'],
  ['sexual/minors', 'romance-sexual'],
]);
/** With a minor's account, any sexual content at all (SAFETY.md 17). */
const UNSAFE_FOR_MINORS: ReadonlyMap<string, ReplyReason> = new Map([['sexual', 'romance-sexual']]);

/**
 * The screen of a generated reply (SAFETY.md 6, issue 15): the local reply screen always, then
 * OpenAI moderation's self-harm categories when a key is configured. Moderation can only refuse a
 * reply, never pass one the local screen refused; when it errors or times out, the local screen
 * alone decides.
 */
export async function screenGeneratedReply(
  text: string,
  context: ReplyContext,
  signal?: AbortSignal,
): Promise<ReplyVerdict & { moderated: boolean }> {
  const local = screenReply(text, context);
  if (!local.safe) return { ...local, moderated: false };
  const verdict = await moderate(text, signal);
  if (!verdict) return { safe: true, moderated: false };
  const unsafe = context.minor ? new Map([...UNSAFE_REPLY_CATEGORIES, ...UNSAFE_FOR_MINORS]) : UNSAFE_REPLY_CATEGORIES;
  const category = verdict.categories.find((name) => unsafe.has(name));
  if (!category) return { safe: true, moderated: true };
  return { safe: false, reason: unsafe.get(category)!, rule: `moderation.${category}`, moderated: true };
}
