import { higherTier, type RiskTier } from '../../shared/safety';
import type { AssessedTurn } from '../providers/risk-assessor';
import { assessRisk } from './assessment';
import { screenLocally, type ScreenInput, type ScreenResult } from './local';
import { moderate } from './moderation';
import { screenReply, type ReplyContext, type ReplyVerdict } from './reply';

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

/** What moderation and the risk assessor said, together; `tier` is the higher of the two. */
export interface SecondOpinion {
  tier: RiskTier;
  harmToOthers: boolean;
  reasons: string[];
  /** A moderation verdict took part. */
  moderated: boolean;
  /** A risk assessment took part. */
  assessed: boolean;
}

/**
 * Moderation and the risk assessor, in parallel (issue 20): each fails safe to nothing (no key, an
 * error, its deadline: 2.5 s for moderation, 800 ms for the assessor), so this never throws and
 * never waits longer than the slower deadline.
 */
export async function secondOpinion(input: ConversationInput, signal?: AbortSignal): Promise<SecondOpinion> {
  const turns = input.turns ?? [{ role: 'user' as const, content: input.text }];
  const [verdict, assessed] = await Promise.all([moderate(input.text, signal), assessRisk(turns, signal)]);
  return {
    tier: higherTier(verdict?.tier ?? 'none', assessed?.tier ?? 'none'),
    harmToOthers: Boolean(verdict?.harmToOthers || assessed?.harmToOthers),
    reasons: [...(verdict?.categories.map((category) => `moderation.${category}`) ?? []), ...(assessed?.reasons ?? [])],
    moderated: verdict !== undefined,
    assessed: assessed !== undefined,
  };
}

/**
 * The local screen's result with a second opinion: the higher tier wins (a model may raise a tier,
 * never lower one: SAFETY.md 10), harmToOthers when either says so, asksIfHuman from the local screen.
 */
export function withSecondOpinion(local: ScreenResult, second: SecondOpinion): ScreenResult {
  return {
    tier: higherTier(local.tier, second.tier),
    asksIfHuman: local.asksIfHuman,
    harmToOthers: local.harmToOthers || second.harmToOthers,
    reasons: [...local.reasons, ...second.reasons],
  };
}

/**
 * Both screens, one after the other: the local one, then the second opinion, skipped when the
 * local screen already says tier c (nothing can raise it, and the crisis reply must not wait).
 * The chat's reply flow runs them around the coach instead (functions/domain/chat/respond.ts).
 */
export async function screenMessage(
  input: ConversationInput,
  signal?: AbortSignal,
): Promise<ScreenResult & { moderated: boolean; assessed: boolean }> {
  const local = screenLocally(input);
  if (local.tier === 'c') return { ...local, moderated: false, assessed: false };
  const second = await secondOpinion(input, signal);
  return { ...withSecondOpinion(local, second), moderated: second.moderated, assessed: second.assessed };
}

/**
 * Moderation categories that make a generated reply unsafe: any self-harm content (a coach's reply
 * has no business depicting it, and the replacement still offers help), and help with violence.
 */
const UNSAFE_REPLY_CATEGORIES: ReadonlyMap<string, 'means' | 'encouragement'> = new Map([
  ['self-harm/instructions', 'means'],
  ['illicit/violent', 'means'],
  ['self-harm/intent', 'encouragement'],
  ['self-harm', 'encouragement'],
]);

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
  const category = verdict.categories.find((name) => UNSAFE_REPLY_CATEGORIES.has(name));
  if (!category) return { safe: true, moderated: true };
  return { safe: false, reason: UNSAFE_REPLY_CATEGORIES.get(category)!, rule: `moderation.${category}`, moderated: true };
}
