import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import { COACH_PAUSED_MESSAGE } from '#shared/error-messages';
import { GUARDIAN_RULES } from '#shared/guardian';
import { FIXED_REPLIES } from '#shared/safety';
import { Caller, latestMailTo, oobCodeIn, signupPayload, startApi, uniqueEmail } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';
import { seedGuardianOf } from './guardian-fixtures';
import { send, startChat, uidOf } from './chats';
import { itemsOfUser, profileOf, removeFromProfile } from './table';

/**
 * The coach's pause until a guardian confirms, on the local stack (the local crisis screen, the
 * offline coach): the days and the banner's answer, the pause itself, and each exception: the
 * crisis screen's fixed replies and follow-up, a tier (a) message, a flagged chat, a confirmed
 * guardian. The clock is moved by moving the stored day the coach pauses.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const DAY_MS = 86_400_000;
const TIER_A = 'Honestly I just want to die';
const TIER_B = 'I keep thinking about suicide again';
const TIER_C = "I'm going to kill myself tonight";
const PLAIN = 'Work has been a lot this week';

/** Signs a teen up with a guardian's consent (naming a guardian), verifies and logs in. */
async function teen(): Promise<{ caller: Caller; uid: string; email: string }> {
  const email = uniqueEmail('teen');
  const caller = new Caller(api.baseUrl);
  const body = signupPayload(email, {
    firstName: 'Robin',
    ageConfirmation: 'guardian',
    birthYear: new Date().getUTCFullYear() - 15,
    guardianEmail: uniqueEmail('parent'),
  });
  expect((await caller.post('/api/auth/', body)).status).toBe(200);
  await caller.post('/api/auth/verify-email', { oobCode: oobCodeIn((await latestMailTo(api.baseUrl, email))!.text) });
  await logIn(caller, email);
  await caller.post('/api/user/disclosure-seen');
  return { caller, uid: uidOf(caller), email };
}

async function logIn(caller: Caller, email: string): Promise<void> {
  const login = await caller.post('/api/auth/login', { email, password: 'Passw0rd!' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
}

/** Moves the day the coach pauses, as if that much time had passed. */
async function pauseDayAt(uid: string, at: Date): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `USER#${uid}`, sk: 'PROFILE' },
      UpdateExpression: 'SET guardianDueAt = :due',
      ExpressionAttributeValues: { ':due': at.toISOString() },
    }),
  );
}

const pausedBody = { success: false, code: 'COACH_PAUSED', message: COACH_PAUSED_MESSAGE };

describe('the days before a guardian confirms', () => {
  it(`gives a new teen ${GUARDIAN_RULES.unconfirmedDays} days, shown on the profile answer; an adult’s answer says nothing of it`, async () => {
    const { caller } = await teen();
    const adult = await seedBuddyUser(api.baseUrl, 'adult');

    const profile = await caller.get('/api/user/');
    const adults = await adult.caller.get('/api/user/');

    expect(profile.body.guardianConsent).toEqual({ confirmed: false, daysLeft: GUARDIAN_RULES.unconfirmedDays, paused: false });
    expect(adults.body.guardianConsent).toBeUndefined();
  });

  it(`shows an account from before ${GUARDIAN_RULES.existingAccountDays} days, which start at its next message and are not extended later`, async () => {
    const { caller, uid } = await teen();
    await removeFromProfile(uid, 'guardianDueAt');
    const chat = await startChat(caller);

    const warned = await caller.get('/api/user/');
    const dueBefore = (await profileOf(uid))!.guardianDueAt;
    expect((await send(caller, chat.chatId, PLAIN)).status).toBe(200);
    const due = Date.parse(String((await profileOf(uid))!.guardianDueAt));
    expect((await send(caller, chat.chatId, PLAIN)).status).toBe(200);

    expect(warned.body.guardianConsent).toEqual({ confirmed: false, daysLeft: GUARDIAN_RULES.existingAccountDays, paused: false });
    expect(dueBefore).toBeUndefined();
    expect(due).toBeGreaterThan(Date.now() + (GUARDIAN_RULES.existingAccountDays - 1) * DAY_MS);
    expect(Date.parse(String((await profileOf(uid))!.guardianDueAt))).toBe(due);
  });
});

describe('after the days, the coach pauses', () => {
  it('refuses a plain message with the kind error, and the profile answer says paused', async () => {
    const { caller, uid } = await teen();
    const chat = await startChat(caller);
    expect((await send(caller, chat.chatId, PLAIN)).status).toBe(200);
    await pauseDayAt(uid, new Date(Date.now() - 1000));

    const res = await send(caller, chat.chatId, PLAIN);

    expect(res.status).toBe(409);
    expect(res.body).toEqual(pausedBody);
    expect((await caller.get('/api/user/')).body.guardianConsent).toEqual({ confirmed: false, daysLeft: 0, paused: true });
  });

  it.each([
    ['c', TIER_C],
    ['b', TIER_B],
  ] as const)('still screens a typed message: tier (%s) gets its fixed reply, and the follow-up is set', async (tier, text) => {
    const { caller, uid } = await teen();
    const chat = await startChat(caller);
    await pauseDayAt(uid, new Date(Date.now() - 1000));

    const res = await send(caller, chat.chatId, text);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ resonse: FIXED_REPLIES[tier], message: { engine: 'safety', safety: tier }, safety: { tier } });
    expect((await itemsOfUser(uid)).some((item) => item.sk === 'FOLLOW_UP')).toBe(true);
  });

  it('answers a tier (a) message with the coach and the resources beside it', async () => {
    const { caller, uid } = await teen();
    const chat = await startChat(caller);
    await pauseDayAt(uid, new Date(Date.now() - 1000));

    const res = await send(caller, chat.chatId, TIER_A);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: { safety: 'a' }, safety: { tier: 'a' } });
  });

  it('never pauses in a chat the crisis protocol flagged: a plain message there is answered', async () => {
    const { caller, uid } = await teen();
    const flagged = await startChat(caller);
    const other = await startChat(caller);
    expect((await send(caller, flagged.chatId, TIER_B)).status).toBe(200);
    await pauseDayAt(uid, new Date(Date.now() - 1000));

    const inFlagged = await send(caller, flagged.chatId, PLAIN);
    const elsewhere = await send(caller, other.chatId, PLAIN);

    expect(inFlagged.status).toBe(200);
    expect(elsewhere.body).toEqual(pausedBody);
  });

  it('ends once a guardian confirms', async () => {
    const { caller, uid } = await teen();
    const chat = await startChat(caller);
    await pauseDayAt(uid, new Date(Date.now() - 1000));
    expect((await send(caller, chat.chatId, PLAIN)).status).toBe(409);
    await seedGuardianOf(api.baseUrl, { uid, firstName: 'Robin' }, 'Morgan');

    const res = await send(caller, chat.chatId, PLAIN);

    expect(res.status).toBe(200);
    expect((await caller.get('/api/user/')).body.guardianConsent).toEqual({ confirmed: true, daysLeft: 0, paused: false });
  });
});
