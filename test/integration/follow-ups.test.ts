import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import { FOLLOW_UP_DELAY_MS, followUpKey } from '../../functions/data/follow-ups';
import { recordLastActive } from '../../functions/data/users';
import { runFollowUps } from '../../functions/domain/follow-up/run-follow-ups';
import { CHECK_IN_UNSUBSCRIBED_MESSAGE } from '#shared/error-messages';
import { Caller, startApi } from './api';
import { send, startChat, uidOf, userWithPlan } from './chats';
import { itemsOfUser, profileOf } from './table';

/**
 * The check-in e-mail end to end on the local stack: a tier (b) reply schedules the
 * follow-up in the user's partition, the hourly job takes what is due and e-mails only users who
 * opted in and did not come back, once, and the one-click unsubscribe turns it off. The job runs
 * with a clock the test moves a day on.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const TIER_B = 'I keep thinking about suicide again';
const DAY_AND_HOUR = FOLLOW_UP_DELAY_MS + 3_600_000;

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

async function checkInMailsTo(caller: Caller): Promise<Mail[]> {
  const to = String((await profileOf(uidOf(caller)))!.email);
  const { messages } = (await (await fetch(`${api.baseUrl}/api/dev/mailbox`)).json()) as { messages: Mail[] };
  return messages.filter((mail) => mail.to === to && mail.subject === 'Checking in');
}

const followUpOf = async (caller: Caller) => (await itemsOfUser(uidOf(caller))).find((item) => item.sk === 'FOLLOW_UP');

/** A user with a chat whose tier (b) message was answered; opted in to check-in e-mails or not. */
async function userAfterCrisis(label: string, optIn: boolean | undefined): Promise<{ caller: Caller; chatId: string }> {
  const caller = await userWithPlan(api.baseUrl, null, label);
  if (optIn !== undefined) expect((await caller.put('/api/user/', { checkInEmails: optIn })).status).toBe(200);
  const { chatId } = await startChat(caller);
  const reply = await send(caller, chatId, TIER_B);
  expect(reply.status).toBe(200);
  expect(['b', 'c']).toContain((reply.body as { safety?: { tier: string } }).safety?.tier);
  return { caller, chatId };
}

describe('the check-in e-mail follow-up', () => {
  it('a tier (b) reply schedules it a day on, content-free, in the export; due, it sends one e-mail, and a second run none', async () => {
    // Prepare
    const { caller } = await userAfterCrisis('follow-up-sent', true);
    const item = await followUpOf(caller);
    const chat = (await itemsOfUser(uidOf(caller))).find((stored) => String(stored.sk).startsWith('CHAT#'))!;

    // Assess the schedule: one item, the chat's crisis time, due a day later, nothing of what was said.
    expect(item).toEqual({
      pk: `USER#${uidOf(caller)}`,
      sk: 'FOLLOW_UP',
      type: 'FollowUp',
      crisisAt: chat.crisisAt,
      dueAt: new Date(Date.parse(String(chat.crisisAt)) + FOLLOW_UP_DELAY_MS).toISOString(),
      followUpShard: expect.stringMatching(/^FOLLOWUP#\d+$/),
      expiresAt: expect.any(Number),
    });
    // The profile keeps the moment: the e-mails leave price and upgrade out for a while after it.
    expect((await profileOf(uidOf(caller)))!.lastCrisisAt).toBe(chat.crisisAt);
    expect((await caller.get('/api/user/export')).body).toMatchObject({
      followUp: { crisisAt: item!.crisisAt, dueAt: item!.dueAt },
      lastCrisisAt: chat.crisisAt,
      account: { preferences: { checkInEmails: true, checkInEmailsAskedAt: expect.any(String) } },
    });

    // Act: an hour before it is due nothing happens; after, two runs.
    await runFollowUps(Date.now() + FOLLOW_UP_DELAY_MS - 3_600_000);
    expect(await checkInMailsTo(caller)).toEqual([]);
    expect(await followUpOf(caller)).toBeDefined();
    const run = await runFollowUps(Date.now() + DAY_AND_HOUR);
    await runFollowUps(Date.now() + DAY_AND_HOUR);

    // Assess
    expect(run.failed).toBe(0);
    const [mail, ...more] = await checkInMailsTo(caller);
    expect(more).toEqual([]);
    expect(mail!.text).toContain("We haven't seen you for a day and wanted to check in.");
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:5173\/api\/email\/unsubscribe\?token=[\w%.-]+check-in>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await followUpOf(caller)).toBeUndefined();
  });

  it('sends nothing to a user who came back, and the item is gone', async () => {
    const { caller } = await userAfterCrisis('follow-up-back', true);
    const { crisisAt } = (await followUpOf(caller))!;
    await recordLastActive(uidOf(caller), new Date(Date.parse(String(crisisAt)) + 2 * 3_600_000).toISOString());

    await runFollowUps(Date.now() + DAY_AND_HOUR);

    expect(await checkInMailsTo(caller)).toEqual([]);
    expect(await followUpOf(caller)).toBeUndefined();
  });

  it.each([
    ['never answered', undefined],
    ['said no', false],
  ] as const)('sends nothing to a user who %s, though the follow-up was kept (without content)', async (_what, optIn) => {
    const { caller } = await userAfterCrisis('follow-up-off', optIn);
    expect(await followUpOf(caller)).toBeDefined();

    await runFollowUps(Date.now() + DAY_AND_HOUR);

    expect(await checkInMailsTo(caller)).toEqual([]);
    expect(await followUpOf(caller)).toBeUndefined();
  });

  it('a newer crisis moves it later, and a regenerated reply does not schedule one', async () => {
    const { caller, chatId } = await userAfterCrisis('follow-up-regen', true);
    const first = (await followUpOf(caller))!;
    await send(caller, chatId, TIER_B);
    const second = (await followUpOf(caller))!;
    expect(Date.parse(String(second.dueAt))).toBeGreaterThan(Date.parse(String(first.dueAt)));
    await db().send(new DeleteCommand({ TableName: tableName(), Key: followUpKey(uidOf(caller)) }));

    expect((await caller.post(`/api/bot/chat/${chatId}/regenerate`)).status).toBe(200);

    expect(await followUpOf(caller)).toBeUndefined();
  });

  it('deleting the account removes it, and the job then sends nothing', async () => {
    const { caller } = await userAfterCrisis('follow-up-leaver', true);
    const uid = uidOf(caller);
    const email = String((await profileOf(uid))!.email);

    expect((await caller.delete('/api/user/', { password: 'Passw0rd!' })).status).toBe(200);
    await runFollowUps(Date.now() + DAY_AND_HOUR);

    expect(await itemsOfUser(uid)).toEqual([]);
    const { messages } = (await (await fetch(`${api.baseUrl}/api/dev/mailbox`)).json()) as { messages: Mail[] };
    expect(messages.filter((mail) => mail.to === email && mail.subject === 'Checking in')).toEqual([]);
  });

  it('the one-click unsubscribe turns check-in e-mails off without a session, and leaves the weekly summary alone', async () => {
    // Prepare
    const { caller } = await userAfterCrisis('follow-up-leave', true);
    await caller.put('/api/user/', { weeklySummary: true });
    await runFollowUps(Date.now() + DAY_AND_HOUR);
    const [mail] = await checkInMailsTo(caller);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const { checkInEmailsAskedAt } = (await profileOf(uidOf(caller)))!;

    // Act
    const res = await new Caller(api.baseUrl).request('POST', url.pathname + url.search, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });

    // Assess
    expect(res).toMatchObject({ status: 200, body: { success: true, message: CHECK_IN_UNSUBSCRIBED_MESSAGE } });
    // The first answer's time stays: it records when the user was asked and answered.
    expect(await profileOf(uidOf(caller))).toMatchObject({ checkInEmails: false, weeklySummary: true, checkInEmailsAskedAt });
  });

  it('the preference is the signed-in user’s own: refused without a session, and only a boolean', async () => {
    const signedOut = await new Caller(api.baseUrl).put('/api/user/', { checkInEmails: true });
    const user = await userWithPlan(api.baseUrl, null, 'follow-up-pref');
    const wrong = await user.put('/api/user/', { checkInEmails: 'yes' });
    const askedAt = await user.put('/api/user/', { checkInEmailsAskedAt: '2020-01-01T00:00:00.000Z' });

    expect(signedOut.status).toBe(401);
    expect(wrong.status).toBe(400);
    expect(askedAt.status).toBe(400);
    expect(await profileOf(uidOf(user))).not.toHaveProperty('checkInEmails');
  });
});
