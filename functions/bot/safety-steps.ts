import {
  AI_DISCLOSURE,
  FIXED_REPLIES,
  HARM_TO_OTHERS_REPLY,
  SAFE_REPLACEMENT_REPLY,
  higherTier,
  isCrisisTier,
  type CrisisTier,
  type RiskTier,
} from '../../shared/safety';
import type { ChatCrisis } from '../data/chats';
import { log } from '../lib/log';
import type { CoachReply } from '../providers/coach';
import { screenLocally, screenMessage, screenReply, type ScreenInput, type ScreenResult } from '../safety';

/**
 * The crisis protocol of SAFETY.md around a reply, outside any model so that no prompt can switch
 * it off (rule 10): the screen of the user's message before the coach (rules 1-3, 8), the screen
 * of the coach's reply after it (rule 6), and the chat's flag in between (rule 5). The texts are
 * the fixed, reviewed ones of shared/safety.ts; nothing here writes words of its own.
 */

/** What the screen of a user message decided. */
export interface MessageScreen {
  /** The tier the message met, read with the chat's earlier user messages as context. */
  tier: RiskTier;
  /** Fixed, reviewed text that answers instead of any model; absent when the coach answers. */
  fixed?: CoachReply;
}

/** A reply no model wrote. */
const fixedReply = (text: string): CoachReply => ({ text, engine: 'safety' });

/**
 * Rule 1: every user message is screened before any model is called, on the stored message, so a
 * crisis is answered even when the coach is down. Tiers (b) and (c) get their fixed reply (harm to
 * others its own); a question whether the coach is real or human gets the AI disclosure, unless a
 * crisis tier applies (the crisis answer wins).
 * @param previous the chat's earlier user messages, oldest first
 */
export async function screenUserMessage(
  input: { text: string; previous: readonly string[] },
  signal?: AbortSignal,
): Promise<MessageScreen> {
  const result = await screenSafely({ text: input.text, previous: input.previous }, signal);
  if (result.tier === 'b' || result.tier === 'c') {
    return { tier: result.tier, fixed: fixedReply(result.harmToOthers ? HARM_TO_OTHERS_REPLY : FIXED_REPLIES[result.tier]) };
  }
  if (result.tier === 'none' && result.asksIfHuman) return { tier: 'none', fixed: fixedReply(AI_DISCLOSURE) };
  return { tier: result.tier };
}

/**
 * The screen never decides nothing: should it throw (it is built not to), the local screen alone
 * decides, as when moderation fails. The error's name only is logged.
 */
async function screenSafely(input: ScreenInput, signal?: AbortSignal): Promise<ScreenResult> {
  try {
    return await screenMessage(input, signal);
  } catch (error) {
    log.error('message screen failed, local screen decides', error instanceof Error ? error.name : typeof error);
    return screenLocally(input);
  }
}

/**
 * What answers a message that met tier (a) when no coach could: the tier (b) text, a stronger
 * referral, rather than a 503 (the crisis answer never depends on a model). Undefined for a
 * message that met no tier: the usual 503 with a retry.
 */
export function coachDownReply(tier: RiskTier): CoachReply | undefined {
  return isCrisisTier(tier) ? fixedReply(FIXED_REPLIES.b) : undefined;
}

/**
 * The chat's tier once this message is counted: the highest ever met, or undefined while the chat
 * was never flagged. It never goes down, so one "you misunderstood" does not clear it (rule 5).
 */
export function tierAfter(before: ChatCrisis | undefined, met: RiskTier): CrisisTier | undefined {
  const tier = higherTier(before?.tier ?? 'none', met);
  return isCrisisTier(tier) ? tier : undefined;
}

/**
 * Rule 6: a model reply that gives means or methods, or claims to be human or a professional, is
 * never shown; the safe replacement stands in for it. Only the reason is logged, never the text.
 * The running summary the coach folded stays: it is the conversation's, not this reply's.
 */
export function screenCoachReply(reply: CoachReply, fields: Record<string, string>): CoachReply {
  const verdict = screenReply(reply.text);
  if (verdict.safe) return reply;
  log.warn('coach reply replaced', { ...fields, engine: reply.engine, reason: verdict.reason });
  return { ...reply, text: SAFE_REPLACEMENT_REPLY, engine: 'safety' };
}
