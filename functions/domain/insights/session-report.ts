import { INSIGHTS_PREMIUM_REQUIRED_MESSAGE } from '#shared/error-messages';
import { isPremium } from '#shared/plans';
import type { SessionReportView } from '#shared/schemas/insights';
import { deleteReport, getReport } from '../../data/reports';
import { getPlan } from '../../data/users';
import { forbidden } from '../../kernel/errors';
import { requireChat } from '../chat/chat-access';
import { toReaderReport } from './reader-report';
import { sessionRef } from './reported-sessions';

/**
 * A session's latest report (Premium, 403 on Basic), or null while none is made yet, as its user
 * reads it (no score, no red flags: SAFETY.md 20). An unknown or another user's chat is 404, as on
 * the chat routes.
 */
export async function readerReportFor(uid: string, chatId: string): Promise<SessionReportView> {
  const [chat, report, plan] = await Promise.all([requireChat(uid, chatId), getReport(uid, chatId), getPlan(uid)]);
  if (!isPremium(plan)) throw forbidden(INSIGHTS_PREMIUM_REQUIRED_MESSAGE);
  return { chat: { ...sessionRef(chat), chatGoal: chat.goal, chatStyle: chat.style }, report: report ? toReaderReport(report) : null };
}

/**
 * Deletes the session's report on any plan (deleting one's own data is never behind a plan).
 * Deleting a report that is not there succeeds; the chat stays. An unknown or another user's chat
 * is 404.
 */
export async function deleteReportFor(uid: string, chatId: string): Promise<void> {
  await requireChat(uid, chatId);
  await deleteReport(uid, chatId);
}
