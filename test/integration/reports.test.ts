import { randomUUID } from 'node:crypto';
import { deleteReport, getReport, listReports, putReport } from '../../functions/data/reports';
import { analyseLocally } from '../../functions/domain/insights/local-report';
import type { SessionReport } from '#shared/insights/session-report';
import { signedInCaller, startApi } from './api';
import { startChat, uidOf } from './chats';
import { itemsOfUser } from './table';

/** Session reports in the table (functions/data/reports.ts), against dynalite: kept per chat, replaced only by a fuller one. */

const findings = analyseLocally({
  chatGoal: 2,
  chatStyle: 2,
  tiersMet: [],
  messages: [{ role: 'user', content: 'I am so stressed about my exams and I cannot sleep.' }],
});
const reportOf = (chatId: string, messageCount: number, engine: SessionReport['engine'] = 'local'): SessionReport => ({
  chatId,
  messageCount,
  engine,
  createdAt: new Date(2026, 10, 26, 12, messageCount).toISOString(),
  findings,
});

describe('session reports', () => {
  it('reads back what was stored, in the user’s own partition', async () => {
    const uid = randomUUID();
    const report = reportOf('01CHATA', 4);

    expect(await putReport(uid, report)).toBe(true);

    expect(await getReport(uid, '01CHATA')).toEqual(report);
    expect((await itemsOfUser(uid)).map((item) => item.sk)).toEqual(['REPORT#01CHATA']);
  });

  it('is replaced only by a report that read more of the chat: a job run twice or late changes nothing', async () => {
    const uid = randomUUID();
    await putReport(uid, reportOf('01CHATB', 6, 'openai'));

    const same = await putReport(uid, reportOf('01CHATB', 6));
    const older = await putReport(uid, reportOf('01CHATB', 2));
    const fuller = await putReport(uid, reportOf('01CHATB', 10));

    expect([same, older, fuller]).toEqual([false, false, true]);
    expect(await getReport(uid, '01CHATB')).toEqual(reportOf('01CHATB', 10));
  });

  it('lists a user’s reports by chat, and never another user’s', async () => {
    const [uid, other] = [randomUUID(), randomUUID()];
    await putReport(uid, reportOf('01CHATD', 2));
    await putReport(uid, reportOf('01CHATC', 2));
    await putReport(other, reportOf('01CHATE', 2));

    expect((await listReports(uid)).map((report) => report.chatId)).toEqual(['01CHATC', '01CHATD']);
  });

  it('deletes one report and leaves the others', async () => {
    const uid = randomUUID();
    await putReport(uid, reportOf('01CHATF', 2));
    await putReport(uid, reportOf('01CHATG', 2));

    await deleteReport(uid, '01CHATF');
    await deleteReport(uid, '01CHATF');

    expect(await getReport(uid, '01CHATF')).toBeUndefined();
    expect((await listReports(uid)).map((report) => report.chatId)).toEqual(['01CHATG']);
  });

  it("goes with its chat: deleting the chat deletes the chat's report", async () => {
    const api = await startApi();
    try {
      const caller = await signedInCaller(api.baseUrl);
      const uid = uidOf(caller);
      const { chatId } = await startChat(caller);
      await putReport(uid, reportOf(chatId, 2));

      expect((await caller.delete(`/api/bot/${chatId}`)).status).toBe(200);

      expect(await getReport(uid, chatId)).toBeUndefined();
    } finally {
      await api.close();
    }
  });
});
