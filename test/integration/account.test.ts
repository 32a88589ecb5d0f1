import { messages } from '#shared/messages';
import { Caller, signedInCaller, startApi, uniqueEmail } from './api';
import { chatItemsOf, send, startChat } from './chats';
import { itemsOfUser, profileOf } from './table';

/** Preferences and account deletion, through the real handlers, dynalite and the auth emulator. */
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('preferences', () => {
  it('round-trip through GET /api/user/, each save changing only what it sends', async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('prefs'));
    expect((await caller.get('/api/user/')).body).not.toHaveProperty('preferences');

    const theme = await caller.put('/api/user/', { theme: 'dark' });
    const voice = await caller.put('/api/user/', { preferredVoice: 'nova' });

    expect(theme).toMatchObject({ status: 200, body: { success: true, message: 'Preferences saved', preferences: { theme: 'dark' } } });
    expect(voice.body.preferences).toEqual({ theme: 'dark', preferredVoice: 'nova' });
    expect((await caller.get('/api/user/')).body).toMatchObject({
      provider: 'Email',
      preferences: { theme: 'dark', preferredVoice: 'nova' },
    });
  });

  it.each([
    [{ preferredVoice: 'siri' }, 'preferredVoice'],
    [{ theme: 'sepia' }, 'theme'],
    [{ theme: 'dark', fontSize: 20 }, 'fontSize'],
  ])('refuses %j with 400 naming %s, and stores nothing', async (body, field) => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('bad-prefs'));

    const res = await caller.put('/api/user/', body);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.body.message).toContain(field);
    expect(res.body.fields).toHaveProperty([field]);
    const profile = await profileOf(caller.cookies.get('uid')!);
    expect(profile).not.toHaveProperty('theme');
    expect(profile).not.toHaveProperty('preferredVoice');
  });
});

describe('break reminder preferences (healthy use)', () => {
  it('stores breakReminders and quietHoursFrom, returns them with the user and in the export', async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('breaks'), { ageConfirmation: 'guardian' });

    const off = await caller.put('/api/user/', { breakReminders: 'off' });
    const late = await caller.put('/api/user/', { quietHoursFrom: '23:00' });

    expect(off).toMatchObject({ status: 200, body: { preferences: { breakReminders: 'off' } } });
    expect(late.body.preferences).toEqual({ breakReminders: 'off', quietHoursFrom: '23:00' });
    expect((await caller.get('/api/user/')).body).toMatchObject({ preferences: { breakReminders: 'off', quietHoursFrom: '23:00' } });
    expect((await caller.get('/api/user/export')).body).toMatchObject({
      account: { preferences: { breakReminders: 'off', quietHoursFrom: '23:00' } },
    });
  });

  it.each([
    [{ breakReminders: 'sometimes' }, 'breakReminders'],
    [{ breakReminders: true }, 'breakReminders'],
    [{ quietHoursFrom: '12:00' }, 'quietHoursFrom'],
    [{ quietHoursFrom: '23:00', breakReminders: 'never' }, 'breakReminders'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (body, field) => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('bad-breaks'));
    await caller.put('/api/user/', { breakReminders: 'on', quietHoursFrom: '22:00' });

    const res = await caller.put('/api/user/', body);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.body.fields).toHaveProperty([field]);
    const profile = await profileOf(caller.cookies.get('uid')!);
    expect(profile).toMatchObject({ breakReminders: 'on', quietHoursFrom: '22:00' });
  });

  it('answers 401 when signed out', async () => {
    const res = await new Caller(api.baseUrl).put('/api/user/', { breakReminders: 'off' });

    expect(res.status).toBe(401);
  });
});

describe('delete account', () => {
  it("removes the identity and every item of the user (safety plan, goals, check-ins and WHO-5 results included, SAFETY.md 12), clears the cookies, and leaves another user's alone", async () => {
    // Prepare: two users, each with a profile, preferences, a safety plan, a session and a chat with messages.
    const email = uniqueEmail('leaver');
    const leaver = await signedInCaller(api.baseUrl, email);
    const stayer = await signedInCaller(api.baseUrl, uniqueEmail('stayer'));
    const plan = { warningSigns: ['I stop sleeping'], copingSteps: ['Call Sam'], contacts: [{ name: 'Sam', phone: '555-0100' }] };
    for (const caller of [leaver, stayer]) {
      await caller.put('/api/user/', { theme: 'dark' });
      expect((await caller.put('/api/user/safety-plan', plan)).status).toBe(200);
    }
    for (const caller of [leaver, stayer]) await send(caller, (await startChat(caller)).chatId, 'A chat to delete or keep');
    // A goal, today's check-in and this week's WHO-5, in the same partition.
    const date = new Date().toISOString().slice(0, 10);
    for (const caller of [leaver, stayer]) {
      const goal = (await caller.post('/api/goals', { text: 'Walk after lunch', chatGoal: 2 })).body.goal as { goalId: string };
      expect((await caller.put(`/api/check-ins/${date}`, { timeZone: 'UTC', mood: 3, goalIds: [goal.goalId] })).status).toBe(200);
      expect((await caller.post('/api/wellbeing/who5', { date, timeZone: 'UTC', answers: [3, 3, 3, 3, 3] })).status).toBe(200);
    }
    const leaverUid = leaver.cookies.get('uid')!;
    const stayerUid = stayer.cookies.get('uid')!;
    const leaverToken = leaver.cookies.get('token')!;
    const stayerItems = await itemsOfUser(stayerUid);
    expect(await chatItemsOf(leaverUid)).toHaveLength(3);
    const leaverKeys = (await itemsOfUser(leaverUid)).map((item) => String(item.sk));
    expect(leaverKeys).toContain('SAFETY_PLAN');
    for (const prefix of ['GOAL#', 'CHECKIN#', 'WHO5#']) expect(leaverKeys.some((sk) => sk.startsWith(prefix))).toBe(true);
    // Act
    const res = await leaver.delete('/api/user/', { password: 'Passw0rd!' });
    // Assess
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Your account has been deleted.' } });
    expect(
      res.setCookies
        .filter((c) => /Max-Age=0/.test(c))
        .map((c) => c.split('=')[0])
        .sort(),
    ).toEqual(['token', 'uid']);
    expect(await itemsOfUser(leaverUid)).toEqual([]);
    const login = await new Caller(api.baseUrl).post('/api/auth/login', { email, password: 'Passw0rd!' });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(messages.login.wrongCredentialsInternal);
    const replay = new Caller(api.baseUrl);
    replay.cookies.set('token', leaverToken);
    expect((await replay.get('/api/user/')).status).toBe(401);
    expect(await itemsOfUser(stayerUid)).toEqual(stayerItems);
    expect((await stayer.get('/api/bot/get-all-chats')).body.data).toHaveLength(1);
    expect((await stayer.get('/api/user/')).body).toMatchObject({ uid: stayerUid, preferences: { theme: 'dark' } });
    expect((await stayer.get('/api/user/safety-plan')).body.plan).toEqual(plan);
  });

  it('the e-mail of a deleted account can sign up again', async () => {
    const email = uniqueEmail('comeback');
    const caller = await signedInCaller(api.baseUrl, email);
    await caller.delete('/api/user/', { password: 'Passw0rd!' });

    const again = await signedInCaller(api.baseUrl, email);

    expect((await again.get('/api/user/')).body).toMatchObject({ email, provider: 'Email' });
  });
});
