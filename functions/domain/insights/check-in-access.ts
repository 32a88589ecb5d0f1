import { CHECK_IN_GONE_MESSAGE } from '#shared/error-messages';
import { isPremium } from '#shared/plans';
import type { CheckIn } from '#shared/schemas/insights';
import { getSeenCheckIns, putSeenCheckIn, type SeenCheckIn } from '../../data/check-ins';
import { listChats } from '../../data/chats';
import { listReports } from '../../data/reports';
import { getPlan } from '../../data/users';
import { notFound } from '../../kernel/errors';
import { checkInCard, checkInTrigger, followUpTrigger, type Trigger } from './early-detection';
import { reportedSessions } from './reported-sessions';

/**
 * Whether the user closed this card already: the same session, and nothing new since (a follow-up
 * whose crisis moment came after the closing, or a card that grew from gentle to urgent, opens again).
 */
function closedAlready(trigger: Trigger, seen: SeenCheckIn | undefined): boolean {
  if (!seen) return false;
  if (trigger.reason === 'follow-up') return seen.seenAt >= (trigger.chat.crisisAt ?? '');
  return seen.level === 'urgent' || !trigger.urgent;
}

/** The card to show now, and the cards the user closed, by chat id (closing one needs both). */
export interface CheckInState {
  card: CheckIn | null;
  closed: Map<string, SeenCheckIn>;
}

/**
 * The check-in card the user should see now, or null: a crisis moment's follow-up first (it needs
 * no report), else what the reports show, each unless the user closed it already.
 */
export async function checkInState(uid: string, now: Date): Promise<CheckInState> {
  const [chats, reports, plan, closed] = await Promise.all([listChats(uid), listReports(uid), getPlan(uid), getSeenCheckIns(uid)]);
  const sessions = reportedSessions(chats, reports);
  const trigger = [followUpTrigger(chats, now), checkInTrigger(sessions, now)].find(
    (candidate): candidate is Trigger => candidate !== undefined && !closedAlready(candidate, closed.get(candidate.chat.chatId)),
  );
  return { card: trigger ? checkInCard(trigger, sessions, isPremium(plan)) : null, closed };
}

/**
 * Closes the card the user sees now. Only that card can be closed (404 for any other id, so a
 * stale page cannot close a newer, more serious card); closing it again succeeds.
 */
export async function markCheckInSeen(uid: string, checkInId: string): Promise<void> {
  const { card, closed } = await checkInState(uid, new Date());
  const chatId = checkInId.slice(0, checkInId.lastIndexOf('.'));
  if (card?.id === checkInId) {
    await putSeenCheckIn(uid, { checkInId: card.id, chatId, level: card.level, seenAt: new Date().toISOString() });
  } else if (closed.get(chatId)?.checkInId !== checkInId) {
    throw notFound(CHECK_IN_GONE_MESSAGE);
  }
}
