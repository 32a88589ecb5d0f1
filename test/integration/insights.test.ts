import {
  CHECK_IN_GONE_MESSAGE,
  CHECK_IN_SEEN_MESSAGE,
  INSIGHTS_PREMIUM_REQUIRED_MESSAGE,
  REPORT_DELETED_MESSAGE,
} from '#shared/error-messages';
import { putReport } from '../../functions/data/reports';
import { Caller, startApi } from './api';
import { send, startChat, uidOf, userWithPlan } from './chats';
import { reportWithScore } from './insights-fixtures';
import { itemsOfUser } from './table';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { chatKey } from '../../functions/data/chats';
import { db, tableName } from '../../functions/data/client';

/** The insights routes through the local API server and dynalite: plan rules, deletion, the check-in card. */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** A user of the plan with one chat (one exchange) and that chat's report. */
async function userWithReport(plan: 'Basic' | 'Premium', score = 0) {
  const caller = await userWithPlan(api.baseUrl, plan, `insights-${plan.toLowerCase()}`);
  const { chatId } = await startChat(caller);
  expect((await send(caller, chatId, 'Exams again this week.')).status).toBe(200);
  await putReport(uidOf(caller), reportWithScore(chatId, score));
  return { caller, chatId };
}

describe('GET /api/insights', () => {
  it('gives Basic the basic view and no Premium topics, whatever the web app shows', async () => {
    const { caller, chatId } = await userWithReport('Basic');

    const res = await caller.get('/api/insights');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: {
        basic: {
          sessionCount: 1,
          reportedCount: 1,
          mood: [{ chatId, score: -0.2 }],
          topStressSources: [{ source: 'school', sessions: 1 }],
        },
        premium: null,
      },
    });
  });

  it('gives Premium every topic and the list of reports', async () => {
    const { caller, chatId } = await userWithReport('Premium');

    const res = await caller.get('/api/insights');

    expect(res.body).toMatchObject({
      data: {
        premium: {
          distress: [{ chatId, level: 'moderate' }],
          discussionTopics: [{ topic: 'exams', sessions: 1 }],
          recommendations: [{ goal: 2, style: 1, chatId }],
          reports: [{ chatId, engine: 'local', messageCount: 2 }],
        },
      },
    });
  });

  it('counts a new user’s empty history without failing', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'insights-new');

    expect((await caller.get('/api/insights')).body).toMatchObject({
      data: { basic: { sessionCount: 0, reportedCount: 0, mood: [], topStressSources: [] }, premium: null },
    });
  });
});

describe('GET /api/insights/reports/{chatId}', () => {
  it('answers Premium with the session and its report', async () => {
    const { caller, chatId } = await userWithReport('Premium');

    const res = await caller.get(`/api/insights/reports/${chatId}`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { chat: { chatId, chatGoal: 2, chatStyle: 2 }, report: { chatId, engine: 'local' } } });
  });

  it('never sends the suicide score or red flags: showSupport says whether the kind section is due', async () => {
    // Prepare: the early-detection threshold (CHECK_IN_SCORE, 2) and just below it.
    const high = await userWithReport('Premium', 2);
    const low = await userWithReport('Premium', 1);

    // Act
    const [highRes, lowRes] = await Promise.all([
      high.caller.get(`/api/insights/reports/${high.chatId}`),
      low.caller.get(`/api/insights/reports/${low.chatId}`),
    ]);

    // Assess
    expect(highRes.body).toMatchObject({ data: { report: { chatId: high.chatId, showSupport: true } } });
    expect(lowRes.body).toMatchObject({ data: { report: { chatId: low.chatId, showSupport: false } } });
    for (const res of [highRes, lowRes]) {
      expect(JSON.stringify(res.body)).not.toMatch(/suicideScore|redFlags|What you wrote in this session/);
    }
  });

  it('answers null while the session has no report yet', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'insights-early');
    const { chatId } = await startChat(caller);

    expect((await caller.get(`/api/insights/reports/${chatId}`)).body).toMatchObject({ data: { report: null } });
  });

  it('refuses Basic (403), whose web app opens the plan popup', async () => {
    const { caller, chatId } = await userWithReport('Basic');

    const res = await caller.get(`/api/insights/reports/${chatId}`);

    expect(res).toMatchObject({ status: 403, body: { success: false, code: 'FORBIDDEN', message: INSIGHTS_PREMIUM_REQUIRED_MESSAGE } });
  });
});

describe('DELETE /api/insights/reports/{chatId}', () => {
  it('deletes the report on any plan and keeps the chat; a second delete succeeds too', async () => {
    const { caller, chatId } = await userWithReport('Basic');

    const first = await caller.delete(`/api/insights/reports/${chatId}`);
    const again = await caller.delete(`/api/insights/reports/${chatId}`);

    expect(first.body).toEqual({ success: true, message: REPORT_DELETED_MESSAGE });
    expect(again.status).toBe(200);
    const sortKeys = (await itemsOfUser(uidOf(caller))).map((item) => String(item.sk));
    expect(sortKeys.some((sk) => sk.startsWith('REPORT#'))).toBe(false);
    expect(sortKeys).toContain(`CHAT#${chatId}`);
  });
});

describe('the early-detection check-in', () => {
  it('opens for a score of 2 on Basic, without the analysis, and stays closed once closed', async () => {
    const { caller, chatId } = await userWithReport('Basic', 2);

    const card = await caller.get('/api/insights/check-in');
    expect(card.body).toMatchObject({ data: { id: `${chatId}.2`, level: 'gentle', analysis: null } });
    const closed = await caller.post(`/api/insights/check-in/${chatId}.2/seen`);
    const closedAgain = await caller.post(`/api/insights/check-in/${chatId}.2/seen`);

    expect(closed.body).toEqual({ success: true, message: CHECK_IN_SEEN_MESSAGE });
    expect(closedAgain.status).toBe(200);
    expect((await caller.get('/api/insights/check-in')).body).toEqual({ success: true, data: null });
    // The data export says which card was closed, and when.
    expect((await caller.get('/api/user/export')).body).toMatchObject({
      checkInsClosed: [{ checkInId: `${chatId}.2`, seenAt: expect.any(String) }],
    });
  });

  it('opens again, urgent and with Premium’s analysis, when the same session grows more serious', async () => {
    const { caller, chatId } = await userWithReport('Premium', 2);
    await caller.post(`/api/insights/check-in/${chatId}.2/seen`);

    await putReport(uidOf(caller), { ...reportWithScore(chatId, 3), messageCount: 4 });

    const res = await caller.get('/api/insights/check-in');
    expect(res.body).toMatchObject({ data: { id: `${chatId}.4`, level: 'urgent', analysis: { trend: [{ chatId }] } } });
  });

  it('refuses to close a card that is not the one shown (a stale page), and changes nothing', async () => {
    const { caller, chatId } = await userWithReport('Premium', 3);
    const before = await itemsOfUser(uidOf(caller));

    const res = await caller.post(`/api/insights/check-in/${chatId}.9/seen`);

    expect(res).toMatchObject({ status: 404, body: { message: CHECK_IN_GONE_MESSAGE } });
    expect(await itemsOfUser(uidOf(caller))).toEqual(before);
    expect((await caller.get('/api/insights/check-in')).body).toMatchObject({ data: { id: `${chatId}.2` } });
  });

  it('answers 400 to a malformed check-in id', async () => {
    const { caller } = await userWithReport('Basic', 2);

    expect((await caller.post('/api/insights/check-in/not-an-id/seen')).status).toBe(400);
  });

  it('answers 401 to a signed-out caller', async () => {
    expect((await new Caller(api.baseUrl).get('/api/insights/check-in')).status).toBe(401);
  });
});

describe('the follow-up after a crisis moment', () => {
  /** Moves the chat's last tier (b) or (c) moment back in time, as if the user had left and come back. */
  async function crisisHoursAgo(uid: string, chatId: string, hours: number): Promise<void> {
    const at = new Date(Date.now() - hours * 3_600_000).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: chatKey(uid, chatId),
        UpdateExpression: 'SET crisisAt = :at',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }

  it('opens at the next visit after a tier (b) message, without a report, and once closed leaves the other cards be', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Basic', 'insights-followup');
    const uid = uidOf(caller);
    const { chatId } = await startChat(caller);
    expect((await send(caller, chatId, 'I keep thinking about suicide again')).body).toMatchObject({ safety: { tier: 'b' } });
    // Right after, the crisis reply and its resources are the answer: no card yet.
    expect((await caller.get('/api/insights/check-in')).body).toEqual({ success: true, data: null });
    await crisisHoursAgo(uid, chatId, 2);
    // Another session's report would open its own card.
    const other = await startChat(caller);
    await putReport(uid, reportWithScore(other.chatId, 2));

    const card = await caller.get('/api/insights/check-in');
    expect(card.body).toMatchObject({
      data: { id: `${chatId}.0`, level: 'gentle', noticed: ['Last time things were very hard. How are you now?', expect.any(String)] },
    });
    expect((await caller.post(`/api/insights/check-in/${chatId}.0/seen`)).status).toBe(200);

    // Closed: the other session's card comes next, and closing that does not bring the follow-up back.
    expect((await caller.get('/api/insights/check-in')).body).toMatchObject({ data: { id: `${other.chatId}.2` } });
    expect((await caller.post(`/api/insights/check-in/${other.chatId}.2/seen`)).status).toBe(200);
    expect((await caller.get('/api/insights/check-in')).body).toEqual({ success: true, data: null });
  });
});
