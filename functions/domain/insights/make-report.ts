import { listMessages, type MessageRecord } from '../../data/chat-messages';
import { getChat, type ChatRecord } from '../../data/chats';
import { log } from '../../kernel/log';
import { proposeMemories } from '../memory/propose';
import { deleteReport, getReport, putReport } from '../../data/reports';
import { analyseSession, type AnalysedReport } from './analyse-session';
import type { ReportInput } from './local-report';
import type { ReportJob } from './report-job';

/**
 * Makes a session's report in the background, once the session has been quiet for a
 * while. Each stored reply queues a job with the chat's message count at that moment; when it runs,
 * a chat that has grown since is left to the job of its later reply, so only the last job of a
 * quiet stretch does the work. Idempotent per chat and message count: a second run finds the
 * report already there, and the conditional put (reports.ts) holds even when two runs race.
 */

/** What a job did; logged by the job handler (ids and outcomes only). */
export type ReportOutcome = 'stored' | 'chat-gone' | 'continued' | 'already-reported' | 'nothing-to-read';

export interface MakeReportDeps {
  analyse?: (input: ReportInput) => Promise<AnalysedReport>;
  remember?: (uid: string, chat: ChatRecord, messages: MessageRecord[]) => Promise<unknown>;
  now?: () => Date;
}

/** Runs one job: reads the chat and its messages, and stores a report unless there is nothing to do. */
export async function makeReport(job: ReportJob, deps: MakeReportDeps = {}): Promise<ReportOutcome> {
  const { uid, chatId } = job;
  const chat = await getChat(uid, chatId);
  if (!chat) return 'chat-gone';
  const [messages, existing] = await Promise.all([listMessages(uid, chatId), getReport(uid, chatId)]);
  // The session went on after this job was queued: the job of its latest reply covers it.
  if (messages.length > job.messageCount) return 'continued';
  // A chat can only shrink by a deletion racing this job; the report reads what is left.
  const messageCount = messages.length;
  if (existing && existing.messageCount >= messageCount) return 'already-reported';
  if (!messages.some((message) => message.role === 'user')) return 'nothing-to-read';

  const analyse = deps.analyse ?? analyseSession;
  const { findings, engine, emotionWords } = await analyse({
    chatGoal: chat.goal,
    chatStyle: chat.style,
    messages,
    // A tier-(a) reading counts only when confirmed or repeated (SAFETY.md 20): a false alarm
    // does not raise the score, nor open the check-in card that follows it.
    tiersMet: chat.crisis?.confirmed ? [chat.crisis.tier] : [],
    // The mood reads the flag whether or not it was confirmed: a session that met a tier was not
    // a neutral one, and calling it so would be the wrong thing to read afterwards.
    crisisFlag: chat.crisis?.tier,
  });
  const createdAt = (deps.now?.() ?? new Date()).toISOString();
  const stored = await putReport(uid, { chatId, messageCount, engine, createdAt, emotionWords, findings });
  if (!stored) return 'already-reported';
  // Deleted while the report was being made: take the report away with it, never leave an
  // analysis of messages that are gone.
  if (!(await getChat(uid, chatId))) {
    await deleteReport(uid, chatId);
    return 'chat-gone';
  }
  // The same quiet moment is when the coach's memory reads the session; a failure there
  // never costs the report, and the job of the session's next quiet moment reads it again.
  await (deps.remember ?? rememberSafely)(uid, chat, messages);
  return 'stored';
}

/** Proposes memories from the session; a failure is logged by its name and skipped. */
async function rememberSafely(uid: string, chat: ChatRecord, messages: MessageRecord[]): Promise<void> {
  try {
    const outcome = await proposeMemories(uid, chat, messages);
    log.info('memory', { chatId: chat.chatId, outcome });
  } catch (error) {
    log.warn('memory failed', { chatId: chat.chatId, error: error instanceof Error ? error.name : typeof error });
  }
}
