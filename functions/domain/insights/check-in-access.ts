import { isPremium } from '../../../shared/plans';
import type { CheckIn } from '../../../shared/schemas/insights';
import { getSeenCheckIn } from '../../data/check-ins';
import { listChats } from '../../data/chats';
import { listReports } from '../../data/reports';
import { getPlan } from '../../data/users';
import { checkInCard, checkInTrigger } from './early-detection';
import { reportedSessions } from './reported-sessions';

/**
 * The check-in card the user should see now, or null: the current trigger, unless the user closed
 * the card for that session and it has not grown more serious since.
 */
export async function currentCheckIn(uid: string, now: Date): Promise<CheckIn | null> {
  const [chats, reports, plan, seen] = await Promise.all([listChats(uid), listReports(uid), getPlan(uid), getSeenCheckIn(uid)]);
  const sessions = reportedSessions(chats, reports);
  const trigger = checkInTrigger(sessions, now);
  if (!trigger) return null;
  const card = checkInCard(trigger, sessions, isPremium(plan));
  const closed = seen?.chatId === trigger.session.chat.chatId && (seen.level === 'urgent' || card.level === 'gentle');
  return closed ? null : card;
}
