import { createHash } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ABOUT_REPORTS } from '../../../../../../functions/domain/account/export-views';
import { handler } from '../../../../../../functions/entry/api/account/export-data';
import { routes } from '#shared/routes';
import { chatItem, givenChatTable, messageItem, type Item } from '../../../../../fixtures/chat-table';
import { mockDocumentClient, profileItem, sessionItem } from '../../../../../fixtures/dynamo';
import { useTestEnv } from '../../../../../fixtures/env';
import { routeEvent } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';

/** GET /api/user/export (SAFETY.md 12): the user's partition, mapped, through the real handler. */

const ddb = mockDocumentClient();
const UID = 'alice';
const OLDER = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const NEWER = '01JBBBBBBBBBBBBBBBBBBBBBBB';
/** Whole seconds, as sessions store their expiry; the current session must still be live. */
const NOW_S = Math.floor(Date.now() / 1000);
const CREATED = (NOW_S - 3600) * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
let token: string;
let items: Item[];

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const planItem = (uid: string): Item => ({
  pk: `USER#${uid}`,
  sk: 'SAFETY_PLAN',
  type: 'SafetyPlan',
  warningSigns: ['I stop answering my friends'],
  copingSteps: ['Walk round the block'],
  contacts: [{ name: 'Sam', phone: '555-0100' }],
  updatedAt: '2026-11-21T10:00:00.000Z',
});

/** A goal, a daily check-in and a WHO-5 result, as the export answers them. */
const GOAL = {
  goalId: '01JDDDDDDDDDDDDDDDDDDDDDDD',
  text: 'Walk after lunch',
  chatGoal: 2,
  timesPerWeek: 3,
  status: 'completed',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T10:00:00.000Z',
};
const CHECK_IN = {
  date: '2026-11-20',
  timeZone: 'Europe/London',
  mood: 4,
  note: 'A good walk',
  goalIds: [GOAL.goalId],
  updatedAt: '2026-11-20T19:00:00.000Z',
};
/** A buddy link: the export names the buddy by first name, never by their account id. */
const BUDDY = {
  buddyId: '01JD0000000000000000000001',
  buddyUid: 'uid-grace-secret',
  firstName: 'Grace',
  since: '2026-11-21T09:00:00.000Z',
};
const MEMORY = {
  memoryId: '01JC0000000000000000000001',
  text: 'You mentioned feeling stressed about exams in June.',
  source: 'coach',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const WHO5 = {
  week: '2026-W47',
  date: '2026-11-20',
  answers: [3, 3, 4, 2, 3],
  score: 60,
  low: false,
  createdAt: '2026-11-20T19:05:00.000Z',
};
const progressItems = (uid: string): Item[] => [
  { pk: `USER#${uid}`, sk: `CHECKIN#${CHECK_IN.date}`, type: 'DailyCheckIn', ...CHECK_IN },
  { pk: `USER#${uid}`, sk: `GOAL#${GOAL.goalId}`, type: 'Goal', ...GOAL },
  { pk: `USER#${uid}`, sk: `WHO5#${WHO5.week}`, type: 'Who5Result', ...WHO5 },
  { pk: `USER#${uid}`, sk: `MEMORY#${MEMORY.memoryId}`, type: 'Memory', ...MEMORY },
  { pk: `USER#${uid}`, sk: `BUDDY#${BUDDY.buddyId}`, type: 'BuddyLink', ...BUDDY },
];

/** Alice's whole partition, with bookkeeping the export must leave out, and Mallory's items beside it. */
beforeEach(() => {
  useTestEnv();
  ddb.reset();
  token = fakeSessionCookie({ uid: UID });
  items = givenChatTable(ddb, [
    sessionItem(UID, token, { createdAt: CREATED + 60_000, expiresAt: NOW_S + 3600 }),
    sessionItem(UID, 'other-browser', { createdAt: CREATED, expiresAt: NOW_S + 7200 }),
    profileItem(UID, { googleId: 'google-sub', theme: 'dark', buddyShare: { checkInDays: true }, buddyCount: 1 }),
    planItem(UID),
    ...progressItems(UID),
    chatItem(UID, OLDER, { title: 'Older chat', summary: 'The coach’s running summary', summaryUpTo: 'x' }),
    messageItem(UID, OLDER, '01JA0000000000000000000001', 'user', 'First words'),
    messageItem(UID, OLDER, '01JA0000000000000000000002', 'assistant', 'First reply'),
    chatItem(UID, NEWER, { title: 'Newer chat', crisisTiers: new Set(['a']), crisisAcknowledged: false }),
    messageItem(UID, NEWER, '01JB0000000000000000000001', 'user', 'Later words'),
    profileItem('mallory', { email: 'mallory@example.test' }),
    chatItem('mallory', '01JCCCCCCCCCCCCCCCCCCCCCCC', { title: 'Mallory’s chat' }),
    messageItem('mallory', '01JCCCCCCCCCCCCCCCCCCCCCCC', '01JC0000000000000000000001', 'user', 'Mallory’s words'),
  ]);
});
afterAll(() => ddb.restore());

const exportMine = () => invoke(handler, routeEvent(routes.exportData, { cookies: { token } }));

describe('GET /api/user/export', () => {
  it('answers the account, the safety plan, the chats newest first with their messages oldest first, and the sessions by time', async () => {
    // Act
    const answer = await exportMine();
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      exportedAt: expect.any(String),
      account: {
        uid: UID,
        email: 'ada.lovelace@example.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        provider: 'Email',
        preferences: { theme: 'dark' },
      },
      safetyPlan: {
        plan: {
          warningSigns: ['I stop answering my friends'],
          copingSteps: ['Walk round the block'],
          contacts: [{ name: 'Sam', phone: '555-0100' }],
        },
        updatedAt: '2026-11-21T10:00:00.000Z',
      },
      chats: [
        {
          _id: NEWER,
          chatId: NEWER,
          title: 'Newer chat',
          startTime: '2026-01-01T00:00:00.000Z',
          chatGoal: 2,
          chatStyle: 2,
          crisis: { tier: 'a', acknowledged: false },
          messages: [{ id: '01JB0000000000000000000001', role: 'user', content: 'Later words', createdAt: '2026-01-01T00:00:00.000Z' }],
        },
        {
          _id: OLDER,
          chatId: OLDER,
          title: 'Older chat',
          startTime: '2026-01-01T00:00:00.000Z',
          chatGoal: 2,
          chatStyle: 2,
          messages: [
            { id: '01JA0000000000000000000001', role: 'user', content: 'First words', createdAt: '2026-01-01T00:00:00.000Z' },
            {
              id: '01JA0000000000000000000002',
              role: 'assistant',
              content: 'First reply',
              createdAt: '2026-01-01T00:00:00.000Z',
              engine: 'offline',
            },
          ],
        },
      ],
      sessions: [
        { createdAt: iso(CREATED), expiresAt: iso((NOW_S + 7200) * 1000) },
        { createdAt: iso(CREATED + 60_000), expiresAt: iso((NOW_S + 3600) * 1000) },
      ],
      reports: [],
      aboutReports: ABOUT_REPORTS,
      weeklySummaries: [],
      checkInsClosed: [],
      goals: [GOAL],
      checkIns: [CHECK_IN],
      who5: [WHO5],
      guardian: { guardians: [], invites: [], teens: [] },
      memories: [MEMORY],
      buddies: [{ buddyId: BUDDY.buddyId, firstName: 'Grace', since: BUDDY.since }],
      buddyInvites: [],
      buddyBlocks: [],
      buddyReports: [],
      buddyCheers: [],
      buddyShare: { checkInDays: true, streak: false, goalsCompleted: false, sessions: false },
    });
    expect(Math.abs(Date.parse(String(answer.body.exportedAt)) - Date.now())).toBeLessThan(60_000);
  });

  it('never holds a session cookie, its hash, a refresh token, keys, item types, bookkeeping or another user’s data', async () => {
    const { rawBody } = await exportMine();

    for (const secret of [token, sha256(token), sha256('other-browser'), `refresh-${UID}`]) expect(rawBody).not.toContain(secret);
    expect(rawBody).not.toMatch(/USER#|SESSION#|CHAT#|MSG#|SAFETY_PLAN|"pk"|"sk"|"type"/);
    expect(rawBody).not.toMatch(/googleId|google-sub|verificationSentAt|createdAt":"2025|summary|running summary/);
    expect(rawBody).not.toMatch(/mallory|Mallory/);
    // A buddy is named by first name only: their account id never leaves the server.
    expect(rawBody).not.toContain('uid-grace-secret');
    expect(rawBody).not.toMatch(/buddyCount|buddyUid/);
  });

  it('reads the caller’s two partitions (items, sessions) with consistent Queries of every attribute, following every page', async () => {
    // Prepare: the items' partition comes back in two pages (the sessions' from the fake table).
    const pk = `USER#${UID}`;
    const partition = items.filter((item) => item.pk === pk).sort((a, b) => (a.sk < b.sk ? -1 : 1));
    const last = partition[4]!;
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey: undefined })
      .resolves({ Items: partition.slice(0, 5), LastEvaluatedKey: { pk: last.pk, sk: last.sk } });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey: { pk: last.pk, sk: last.sk } })
      .resolves({ Items: partition.slice(5) });
    // Act
    const answer = await exportMine();
    // Assess
    const queries = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries.map((query) => query.ExpressionAttributeValues?.[':pk']).sort()).toEqual([`SESSION#${UID}`, pk, pk]);
    for (const query of queries) {
      expect(query).toMatchObject({ KeyConditionExpression: 'pk = :pk', ConsistentRead: true });
      expect(query.ProjectionExpression).toBeUndefined();
    }
    expect(answer.body.sessions).toHaveLength(2);
    expect((answer.body.chats as Array<{ messages: unknown[] }>).map((chat) => chat.messages.length)).toEqual([1, 2]);
  });

  it('explains the reports’ suicide score and red flags in plain words: what they are, and estimates, not a diagnosis', async () => {
    const { body } = await exportMine();

    const about = body.aboutReports as { suicideScore: string; redFlags: string };
    expect(about.suicideScore).toMatch(/0 to 5/);
    expect(about.redFlags).toMatch(/signs/);
    for (const text of Object.values(about)) {
      expect(text).toMatch(/estimate/);
      expect(text).toMatch(/not a diagnosis/);
    }
  });

  it('answers empty lists for a user with no chats and no safety plan yet', async () => {
    items.splice(0, items.length, sessionItem(UID, token, { createdAt: CREATED, expiresAt: NOW_S + 60 }), profileItem(UID));

    const answer = await exportMine();

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      safetyPlan: { plan: { warningSigns: [], copingSteps: [], contacts: [] } },
      chats: [],
      sessions: [{ createdAt: iso(CREATED), expiresAt: iso((NOW_S + 60) * 1000) }],
    });
    expect(answer.body.safetyPlan).not.toHaveProperty('updatedAt');
  });

  it('counts each export against the caller’s hourly limit', async () => {
    await exportMine();

    const limits = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({
      Key: { pk: expect.stringMatching(/^RATE#exportData:user:3600#/) },
      ExpressionAttributeValues: { ':limit': 10 },
    });
  });

  it('answers 404 when the profile is missing', async () => {
    items.splice(
      items.findIndex((item) => item.sk === 'PROFILE' && item.pk === `USER#${UID}`),
      1,
    );

    const answer = await exportMine();

    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'We could not find your account.' } });
  });

  it('answers 401 to a signed-out caller and reads no partition', async () => {
    const answer = await invoke(handler, routeEvent(routes.exportData));

    expect(answer.status).toBe(401);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
