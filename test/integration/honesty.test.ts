import { recordDisclosureSeen, recordLastActive } from '../../functions/data/users';
import { DISCLOSURE_INTERVAL_MS, MINOR_DISCLOSURE_INTERVAL_MS } from '#shared/safety';
import { Caller, signedInCaller, signupPayload, startApi, uniqueEmail } from './api';
import { chatItemsOf, startChat, uidOf } from './chats';
import { profileOf, profilesWithEmail, removeFromProfile } from './table';

/**
 * SAFETY.md 8 on the server: sign-up confirms the terms' age rule, the AI disclosure comes before
 * the first chat, and guardian-consent users see it again at least every 3 hours.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const AGE_RULE = 'Please confirm that you are 18 or older, or that a parent or guardian has agreed.';
const DISCLOSURE_REQUIRED = { success: false, code: 'DISCLOSURE_REQUIRED', message: 'Please read how Skye works before starting a chat.' };

describe('sign-up confirms the age rule', () => {
  it.each([
    ['without it', undefined],
    ['with another value', 'teen'],
  ])('%s: 400 naming ageConfirmation, and no account is made', async (_case, ageConfirmation) => {
    const email = uniqueEmail('ageless');
    const caller = new Caller(api.baseUrl);

    const res = await caller.post('/api/auth/', signupPayload(email, { ageConfirmation }));

    expect(res).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', fields: { ageConfirmation: AGE_RULE } } });
    expect(await profilesWithEmail(email)).toHaveLength(0);
    expect((await caller.post('/api/auth/login', { email, password: 'Passw0rd!' })).status).toBe(401);
  });

  it.each(['adult', 'guardian'] as const)('%s is stored on the profile and returned by GET /api/user/', async (ageConfirmation) => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail(ageConfirmation), { ageConfirmation });

    expect((await caller.get('/api/user/')).body).toMatchObject({ ageConfirmation });
    expect(await profileOf(uidOf(caller))).toMatchObject({ ageConfirmation });
  });
});

describe('the AI disclosure before the first chat', () => {
  it('new-chat is refused with 409 DISCLOSURE_REQUIRED until the user has seen it, then allowed', async () => {
    // Prepare
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('unseen'), { seenDisclosure: false });
    // Act
    const refused = await caller.put('/api/bot/new-chat/2/2');
    const seen = await caller.post('/api/user/disclosure-seen');
    const allowed = await caller.put('/api/bot/new-chat/2/2');
    // Assess
    expect(refused).toMatchObject({ status: 409, body: DISCLOSURE_REQUIRED });
    expect(seen.status).toBe(200);
    const { disclosureSeenAt } = seen.body as { disclosureSeenAt: string };
    expect(seen.body).toEqual({ success: true, disclosureSeenAt });
    expect(Math.abs(Date.parse(disclosureSeenAt) - Date.now())).toBeLessThan(60_000);
    expect((await caller.get('/api/user/')).body).toMatchObject({ disclosureSeenAt });
    expect(allowed.status).toBe(200);
    expect(await chatItemsOf(uidOf(caller))).toHaveLength(1);
  });

  it('a guardian-consent user must see it again once it is an hour old; an adult not yet', async () => {
    const guardian = await signedInCaller(api.baseUrl, uniqueEmail('guardian'), { ageConfirmation: 'guardian' });
    const adult = await signedInCaller(api.baseUrl, uniqueEmail('adult'));
    const stale = new Date(Date.now() - MINOR_DISCLOSURE_INTERVAL_MS - 1000).toISOString();
    for (const caller of [guardian, adult]) await recordDisclosureSeen(uidOf(caller), stale);

    const refused = await guardian.put('/api/bot/new-chat/2/2');
    const allowed = await adult.put('/api/bot/new-chat/2/2');

    expect(refused).toMatchObject({ status: 409, body: DISCLOSURE_REQUIRED });
    expect(await chatItemsOf(uidOf(guardian))).toEqual([]);
    expect(allowed.status).toBe(200);
    await guardian.post('/api/user/disclosure-seen');
    expect((await guardian.put('/api/bot/new-chat/2/2')).status).toBe(200);
  });

  it('an adult must see it again after 3 hours of use: the answer asks for it, and new chats wait for it', async () => {
    const adult = await signedInCaller(api.baseUrl, uniqueEmail('away'));
    const { chatId } = (await adult.put('/api/bot/new-chat/2/2')).body.data as { chatId: string };
    const sent = await adult.post(`/api/bot/chat/${chatId}`, { text: 'Hello again.' });
    expect(sent.body).not.toHaveProperty('disclosureDue');
    const active = (await profileOf(uidOf(adult)))?.lastActiveAt as string;
    expect(Math.abs(Date.parse(active) - Date.now())).toBeLessThan(60_000);
    // Three hours of chatting pass since the disclosure.
    const threeHoursAgo = new Date(Date.now() - DISCLOSURE_INTERVAL_MS - 1000).toISOString();
    await recordDisclosureSeen(uidOf(adult), threeHoursAgo);
    await recordLastActive(uidOf(adult), new Date().toISOString());

    expect(await adult.put('/api/bot/new-chat/2/2')).toMatchObject({ status: 409, body: DISCLOSURE_REQUIRED });
    // A message to an open chat is answered, and the answer asks for the disclosure first.
    expect((await adult.post(`/api/bot/chat/${chatId}`, { text: 'Still here.' })).body).toMatchObject({ disclosureDue: true });
    await adult.post('/api/user/disclosure-seen');
    expect((await adult.put('/api/bot/new-chat/2/2')).status).toBe(200);
  });

  it('a guardian-consent user who saw it 50 minutes ago may start a chat', async () => {
    const guardian = await signedInCaller(api.baseUrl, uniqueEmail('recent'), { ageConfirmation: 'guardian' });
    await recordDisclosureSeen(uidOf(guardian), new Date(Date.now() - 50 * 60_000).toISOString());
    expect((await guardian.put('/api/bot/new-chat/2/2')).status).toBe(200);
  });
});

describe('an account without an age confirmation (made before it was asked, or Google from /login)', () => {
  /** A signed-in user whose profile has no age confirmation. */
  async function unconfirmed(): Promise<Caller> {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('unconfirmed'));
    await removeFromProfile(uidOf(caller), 'ageConfirmation');
    return caller;
  }

  it('may not start a chat: 409 AGE_CONFIRMATION_REQUIRED, nothing stored', async () => {
    const caller = await unconfirmed();

    const res = await caller.put('/api/bot/new-chat/2/2');

    expect(res).toMatchObject({ status: 409, body: { success: false, code: 'AGE_CONFIRMATION_REQUIRED' } });
    expect(await chatItemsOf(uidOf(caller))).toEqual([]);
  });

  it('PUT /api/user/age-confirmation sets it once: the same value again is fine, another is 409', async () => {
    const caller = await unconfirmed();

    const first = await caller.put('/api/user/age-confirmation', { ageConfirmation: 'guardian' });
    const same = await caller.put('/api/user/age-confirmation', { ageConfirmation: 'guardian' });
    const other = await caller.put('/api/user/age-confirmation', { ageConfirmation: 'adult' });

    expect(first).toMatchObject({ status: 200, body: { success: true, message: 'Age confirmation saved' } });
    expect(same.status).toBe(200);
    expect(other).toMatchObject({ status: 409, body: { success: false, code: 'CONFLICT' } });
    expect((await caller.get('/api/user/')).body).toMatchObject({ ageConfirmation: 'guardian' });
    expect((await caller.put('/api/bot/new-chat/2/2')).status).toBe(200);
  });

  it.each([
    [{}, 'ageConfirmation', AGE_RULE],
    [{ ageConfirmation: 'teen' }, 'ageConfirmation', AGE_RULE],
    [{ ageConfirmation: 'adult', birthYear: 2010 }, 'birthYear', 'Unknown field "birthYear".'],
  ])('bad input %j: 400 naming %s, nothing stored', async (body, field, message) => {
    const caller = await unconfirmed();

    const res = await caller.put('/api/user/age-confirmation', body);

    expect(res).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', fields: { [field]: message } } });
    expect(await profileOf(uidOf(caller))).not.toHaveProperty('ageConfirmation');
  });
});

describe('POST /api/user/disclosure-seen', () => {
  it("takes no body: one is a 400 naming the body, and nothing is stored (the time is the server's)", async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('forger'), { seenDisclosure: false });

    const res = await caller.post('/api/user/disclosure-seen', { disclosureSeenAt: '2099-01-01T00:00:00.000Z' });

    expect(res).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', fields: { body: 'This request takes no body.' } } });
    expect(await profileOf(uidOf(caller))).not.toHaveProperty('disclosureSeenAt');
  });
});

describe('signed-out callers', () => {
  it('get 401 on every new route of the crisis protocol, and nothing is stored', async () => {
    const owner = await signedInCaller(api.baseUrl, uniqueEmail('owner'));
    const chat = await startChat(owner);
    const before = await profileOf(uidOf(owner));
    const stranger = new Caller(api.baseUrl);
    const calls: Array<[string, string, unknown]> = [
      ['POST', `/api/bot/crisis-ack/${chat.chatId}`, undefined],
      ['PUT', '/api/user/age-confirmation', { ageConfirmation: 'adult' }],
      ['POST', '/api/user/disclosure-seen', undefined],
      ['GET', '/api/user/safety-plan', undefined],
      ['PUT', '/api/user/safety-plan', { warningSigns: [], copingSteps: [], contacts: [] }],
    ];

    for (const [method, path, body] of calls) {
      const res = await stranger.request(method, path, body);
      expect([path, res.status, res.body.code]).toEqual([path, 401, 'UNAUTHORIZED']);
    }
    expect(await profileOf(uidOf(owner))).toEqual(before);
  });
});
