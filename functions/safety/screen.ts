import { higherTier } from '../../shared/safety';
import { screenLocally, type ScreenInput, type ScreenResult } from './local';
import { moderate } from './moderation';
import { screenReply, type ReplyContext, type ReplyVerdict } from './reply';

/**
 * The crisis screen every user message passes before any model is called (SAFETY.md 1, issue 5):
 * the local screen always, OpenAI moderation too when a key is configured. Crisis logic lives
 * here, outside the model, so no prompt can switch it off (SAFETY.md 10).
 */

export { screenLocally, type ScreenInput, type ScreenResult } from './local';
export { moderate, type ModerationVerdict } from './moderation';
export { screenReply, type ReplyContext, type ReplyReason, type ReplyVerdict } from './reply';

/**
 * Both screens: the higher tier wins, harmToOthers when either says so, asksIfHuman from the local
 * screen. Moderation gets MODERATION_TIMEOUT_MS (2.5 s) at most and is skipped when the local
 * screen already says tier c: nothing can raise it, and the crisis reply must not wait.
 * `moderated` is true when a moderation verdict took part.
 */
export async function screenMessage(input: ScreenInput, signal?: AbortSignal): Promise<ScreenResult & { moderated: boolean }> {
  const local = screenLocally(input);
  if (local.tier === 'c') return { ...local, moderated: false };
  const verdict = await moderate(input.text, signal);
  if (!verdict) return { ...local, moderated: false };
  return {
    tier: higherTier(local.tier, verdict.tier),
    asksIfHuman: local.asksIfHuman,
    harmToOthers: local.harmToOthers || verdict.harmToOthers,
    reasons: [...local.reasons, ...verdict.categories.map((category) => `moderation.${category}`)],
    moderated: true,
  };
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
