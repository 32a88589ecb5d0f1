import { isCrisisTier, isSeriousTier } from '#shared/safety';
import type { NoteSafety } from '#shared/schemas/crisis';
import { log } from '../../kernel/log';
import { screenLocally, screenMessage, type ScreenResult } from '../../safety';
import { recordCrisisMoment } from './crisis-moment';
import { countReferralSafely } from './count-referral';
import { messageScreen } from './message-screen';

/** Most a note's screen waits for moderation and the assessor; past it the local screen alone decides. */
const NOTE_SCREEN_BUDGET_MS = 3_000;

/** The whole screen of one text; should it throw (it is built not to), the local screen decides. */
async function screened(text: string): Promise<ScreenResult> {
  const input = { text, previous: [], turns: [{ role: 'user' as const, content: text }] };
  try {
    return await screenMessage(input, AbortSignal.timeout(NOTE_SCREEN_BUDGET_MS));
  } catch (error) {
    log.error('note screen failed, local screen decides', error instanceof Error ? error.name : typeof error);
    return screenLocally(input);
  }
}

/**
 * Every word a user writes to us passes the crisis screen (SAFETY.md 1, docs/safety.md "Notes the
 * user writes"): a check-in note, a goal's text, a memory note, once saved (the note is kept
 * whatever it says). At a crisis tier the answer carries what a chat's answer does (the tier, the
 * help, the crisis screen at (c), the fixed text at (b) and (c)), the referral is counted, and (b)
 * or (c) schedules the follow-up and marks the last crisis as a chat does. Undefined for a note that met no tier. The safety
 * plan never comes here: it is where a user writes their warning signs and means.
 * @param at when the note was saved: the moment the follow-up counts from
 */
export async function screenNote(
  uid: string,
  text: string | undefined,
  at: Date = new Date(),
  requestId?: string,
): Promise<NoteSafety | undefined> {
  if (!text?.trim()) return undefined;
  const screen = messageScreen(await screened(text));
  if (!isCrisisTier(screen.tier) || !screen.help) return undefined;
  const { tier, help, fixed } = screen;
  await Promise.all([
    countReferralSafely(tier, requestId),
    isSeriousTier(tier) ? recordCrisisMoment(uid, at.toISOString(), requestId) : undefined,
  ]);
  return { tier, crisisScreen: tier === 'c', help, ...(fixed && { reply: fixed.text }) };
}
