import { higherTier } from '../../shared/safety';
import { screenLocally, type ScreenInput, type ScreenResult } from './local';
import { moderate } from './moderation';

/**
 * The crisis screen every user message passes before any model is called (SAFETY.md 1, issue 5):
 * the local screen always, OpenAI moderation too when a key is configured. Crisis logic lives
 * here, outside the model, so no prompt can switch it off (SAFETY.md 10).
 */

export { screenLocally, type ScreenInput, type ScreenResult } from './local';
export { moderate, type ModerationVerdict } from './moderation';
export { screenReply, type ReplyVerdict } from './reply';

/**
 * Both screens: the higher tier wins, harmToOthers when either says so, asksIfHuman from the local
 * screen. Moderation gets MODERATION_TIMEOUT_MS (2.5 s) at most and is skipped when the local
 * screen already says tier c: nothing can raise it, and the crisis reply must not wait.
 * `moderated` is true when a moderation verdict took part.
 */
export async function screenMessage(
  input: ScreenInput,
  signal?: AbortSignal,
): Promise<ScreenResult & { moderated: boolean }> {
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
