import { createHash } from 'node:crypto';
import { Caller, signedInCaller, startApi, uniqueEmail } from './api';
import { messagesOf, send, startChat, uidOf } from './chats';
import { sessionsOf, setExpiry } from './table';
import { putReport } from '../../functions/data/reports';
import { sessionKey } from '../../functions/data/sessions';
import { reportWithScore } from './insights-fixtures';
import { utcDateOf } from '#shared/calendar';

/** GET /api/user/export (SAFETY.md 12), through the local API server, dynalite and the auth emulator. */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Person {
  caller: Caller;
  email: string;
  plan: { warningSigns: string[]; copingSteps: string[]; contacts: Array<{ name: string; phone: string }> };
  words: string[];
  /** A goal, today's check-in and this week's WHO-5, as their routes answered them. */
  progress: { goal: unknown; checkIn: unknown; who5: unknown; texts: string[] };
}

/** A user with a safety plan and two chats, each with one message of their own words and a reply. */
async function personWithData(label: string): Promise<Person> {
  const email = uniqueEmail(label);
  const caller = await signedInCaller(api.baseUrl, email);
  const plan = {
    warningSigns: [`${label} stops sleeping`],
    copingSteps: [`${label} walks the dog`],
    contacts: [{ name: `${label}'s friend`, phone: '555-0100' }],
  };
  expect((await caller.put('/api/user/safety-plan', plan)).status).toBe(200);
  const words = [`${label} writes a first chat`, `${label} writes a second chat`];
  for (const text of words) expect((await send(caller, (await startChat(caller)).chatId, text)).status).toBe(200);
  const texts = [`${label} walks after lunch`, `${label} had a long day`];
  const goal = (await caller.post('/api/goals', { text: texts[0], chatGoal: 2 })).body.goal as { goalId: string };
  const date = utcDateOf(new Date());
  const checkIn = (await caller.put(`/api/check-ins/${date}`, { timeZone: 'UTC', mood: 2, note: texts[1], goalIds: [goal.goalId] })).body
    .checkIn;
  const who5 = (await caller.post('/api/wellbeing/who5', { date, timeZone: 'UTC', answers: [2, 3, 2, 3, 2] })).body.who5;
  expect([goal, checkIn, who5]).not.toContain(undefined);
  return { caller, email, plan, words, progress: { goal, checkIn, who5, texts } };
}

describe('GET /api/user/export', () => {
  it('answers 401 to a signed-out caller', async () => {
    const res = await new Caller(api.baseUrl).get('/api/user/export');

    expect(res).toMatchObject({ status: 401, body: { success: false, code: 'UNAUTHORIZED' } });
  });

  it("holds the caller's account, safety plan, chats with their messages and sessions without tokens, and nothing of another user's", async () => {
    // Prepare: two people with data; the first also signed in on a second browser.
    const owner = await personWithData('exporter');
    const bystander = await personWithData('bystander');
    const secondBrowser = new Caller(api.baseUrl);
    expect((await secondBrowser.post('/api/auth/login', { email: owner.email, password: 'Passw0rd!' })).status).toBe(200);
    const uid = uidOf(owner.caller);
    const chats = (await owner.caller.get('/api/bot/get-all-chats')).body.data as Array<{ chatId: string }>;
    const stored = await sessionsOf(uid);
    const report = reportWithScore(chats[0]!.chatId, 1);
    await putReport(uid, report);
    await putReport(uidOf(bystander.caller), {
      ...reportWithScore('01BYSTANDERCHAT', 0),
      findings: { ...report.findings, insights: [bystander.email] },
    });
    // Act
    const res = await owner.caller.get('/api/user/export');
    // Assess
    expect(res.status).toBe(200);
    const body = res.body as Record<string, unknown> & {
      chats: Array<{ chatId: string; messages: unknown[] }>;
      sessions: Array<Record<string, string>>;
      reports: unknown[];
    };
    expect(body.exportedAt).toMatch(ISO);
    expect(body.reports).toEqual([report]);
    expect(body.account).toEqual({
      uid,
      email: owner.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      provider: 'Email',
      ageConfirmation: 'adult',
      disclosureSeenAt: expect.stringMatching(ISO),
      lastActiveAt: expect.stringMatching(ISO),
    });
    expect(body.safetyPlan).toEqual({ plan: owner.plan, updatedAt: expect.stringMatching(ISO) });
    expect(body.goals).toEqual([owner.progress.goal]);
    expect(body.checkIns).toEqual([owner.progress.checkIn]);
    expect(body.who5).toEqual([owner.progress.who5]);
    // The chats as the chat list shows them (newest first), each with its messages as the chat shows them.
    expect(body.chats).toEqual(
      await Promise.all(chats.map(async (chat) => ({ ...chat, messages: await messagesOf(owner.caller, chat.chatId) }))),
    );
    expect(body.chats.map((chat) => chat.messages.length)).toEqual([2, 2]);
    expect(JSON.stringify(body.chats)).toContain(owner.words[0]);
    expect(JSON.stringify(body.chats)).toContain(owner.words[1]);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(body.sessions).toHaveLength(stored.length);
    for (const session of body.sessions) {
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'expiresAt']);
      expect(session.createdAt).toMatch(ISO);
      expect(Date.parse(session.expiresAt!)).toBeGreaterThan(Date.now());
    }
    const raw = JSON.stringify(body);
    const tokens = [owner.caller.cookies.get('token')!, secondBrowser.cookies.get('token')!];
    const secrets = [...tokens, ...tokens.map(sha256), ...stored.map((session) => String(session.refreshToken))];
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(/USER#|SESSION#|CHAT#|MSG#|GOAL#|CHECKIN#|WHO5#|"pk"|"sk"|"type"/);
    const foreignTexts = [...bystander.words, ...bystander.plan.warningSigns, ...bystander.progress.texts];
    for (const foreign of [uidOf(bystander.caller), bystander.email, ...foreignTexts]) {
      expect(raw).not.toContain(foreign);
    }
  });

  it('leaves out what is past its expiry even before DynamoDB removes it, and keeps what is not', async () => {
    // Prepare: two temporary sessions (each kept a day) and a second sign-in; one session and
    // one sign-in then expired a minute ago, which DynamoDB's TTL has not acted on yet.
    const owner = await personWithData('expiring');
    const uid = uidOf(owner.caller);
    const startTemporary = async () => ((await owner.caller.put('/api/bot/temporary-chat/2/2')).body.data as { chatId: string }).chatId;
    const [expired, current] = [await startTemporary(), await startTemporary()];
    // An ID token carries its sign-in time in whole seconds: a second sign-in within the owner's
    // second would get the owner's very token, and so the owner's session.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const otherBrowser = new Caller(api.baseUrl);
    expect((await otherBrowser.post('/api/auth/login', { email: owner.email, password: 'Passw0rd!' })).status).toBe(200);
    expect(otherBrowser.cookies.get('token')).not.toBe(owner.caller.cookies.get('token'));
    const signIns = await sessionsOf(uid);
    const aMinuteAgo = Math.floor(Date.now() / 1000) - 60;
    await setExpiry({ pk: `USER#${uid}`, sk: `CHAT#${expired}` }, aMinuteAgo);
    await setExpiry(sessionKey(uid, otherBrowser.cookies.get('token')!), aMinuteAgo);
    // Act
    const res = await owner.caller.get('/api/user/export');
    // Assess
    expect(res.status).toBe(200);
    const body = res.body as { chats: Array<{ chatId: string }>; sessions: Array<{ expiresAt: string }> };
    const exported = body.chats.map((chat) => chat.chatId);
    expect(exported).toContain(current);
    expect(exported).not.toContain(expired);
    expect(body.sessions).toHaveLength(signIns.length - 1);
    for (const session of body.sessions) expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
  });

  it("gives a second user only their own data, none of the first user's", async () => {
    const first = await personWithData('first');
    const second = await personWithData('second');

    const res = await second.caller.get('/api/user/export');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ account: { uid: uidOf(second.caller), email: second.email }, safetyPlan: { plan: second.plan } });
    const raw = JSON.stringify(res.body);
    for (const own of second.words) expect(raw).toContain(own);
    for (const foreign of [uidOf(first.caller), first.email, ...first.words, ...first.plan.copingSteps]) expect(raw).not.toContain(foreign);
  });
});
