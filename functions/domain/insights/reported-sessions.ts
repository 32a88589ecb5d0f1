import type { ChatRecord } from '../../data/chats';
import type { SessionReport } from '#shared/insights/session-report';

/**
 * A session with its latest report: what every insight is computed from. A report whose chat is
 * gone (deleted while its job ran) is left out; the chat's deletion takes the report with it.
 */
export interface ReportedSession {
  chat: ChatRecord;
  report: SessionReport;
}

/** The sessions that have a report, oldest first (chat ids sort by creation time). */
export function reportedSessions(chats: readonly ChatRecord[], reports: readonly SessionReport[]): ReportedSession[] {
  const byId = new Map(chats.map((chat) => [chat.chatId, chat]));
  return reports
    .flatMap((report) => {
      const chat = byId.get(report.chatId);
      return chat ? [{ chat, report }] : [];
    })
    .sort((a, b) => (a.chat.chatId < b.chat.chatId ? -1 : a.chat.chatId > b.chat.chatId ? 1 : 0));
}

/** How a session is named in the insights. */
export const sessionRef = ({ chatId, title, startTime }: ChatRecord) => ({ chatId, title: title ?? '', startTime });
