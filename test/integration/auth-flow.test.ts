import { messages } from '#shared/messages';
import { Caller, latestMailTo, oobCodeIn, signedInCaller, signupPayload, startApi, uniqueEmail } from './api';
import { itemsOfUser, profilesWithEmail } from './table';

/** The foundation path through the real handlers, dynalite and the Firebase Auth Emulator. */
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const password = 'Passw0rd!';

describe('sign up', () => {
  it('creates the account and its profile, and e-mails a link to our /email-verified page', async () => {
    const email = uniqueEmail('signup');
    const caller = new Caller(api.baseUrl);

    const res = await caller.post('/api/auth/', signupPayload(email, { firstName: 'Grace', lastName: 'Brewster Hopper' }));

    expect(res).toMatchObject({ status: 200, body: { success: true, message: messages.signup.success } });
    const [profile] = await profilesWithEmail(email);
    expect(profile).toMatchObject({ email, firstName: 'Grace', lastName: 'Brewster Hopper', provider: 'Email' });
    const mail = await latestMailTo(api.baseUrl, email);
    expect(mail?.text).toContain('http://localhost:5173/email-verified#mode=verifyEmail&oobCode=');
    expect(mail?.text).toContain('Hi Grace');
  });

  it('answers 400 with the spec text for a taken e-mail, and writes nothing more', async () => {
    const email = uniqueEmail('taken');
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/', signupPayload(email));

    const again = await caller.post('/api/auth/', signupPayload(email.toUpperCase(), { firstName: 'Other' }));

    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, code: 'EMAIL_TAKEN', message: messages.signup.emailTaken });
    const profiles = await profilesWithEmail(email);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]!.firstName).toBe('Ada');
  });
});

describe('verify and log in', () => {
  it('refuses login with VerifyMail until the e-mail is verified, then signs in with cookies', async () => {
    const email = uniqueEmail('verify');
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/', signupPayload(email));

    const early = await caller.post('/api/auth/login', { email, password });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ success: false, message: 'VerifyMail' });
    expect(caller.cookies.has('token')).toBe(false);

    const mail = await latestMailTo(api.baseUrl, email);
    const verified = await caller.post('/api/auth/verify-email', { oobCode: oobCodeIn(mail!.text) });
    expect(verified).toMatchObject({ status: 200, body: { success: true } });

    const login = await caller.post('/api/auth/login', { email, password });
    expect(login).toMatchObject({ status: 200, body: { success: true } });
    const token = login.setCookies.find((c) => c.startsWith('token='))!;
    const uid = login.setCookies.find((c) => c.startsWith('uid='))!;
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Strict/);
    expect(token).not.toMatch(/Secure/); // plain http locally (COOKIE_SECURE=false)
    expect(uid).not.toMatch(/HttpOnly/);

    expect((await caller.get('/api/user/loggedIn')).body).toEqual({ status: true });
    const user = await caller.get('/api/user/');
    expect(user.body).toEqual({
      uid: caller.cookies.get('uid'),
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      provider: 'Email',
      ageConfirmation: 'adult',
    });
  });

  it('a used verification code is refused with a clear message', async () => {
    const email = uniqueEmail('reuse');
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/', signupPayload(email));
    const oobCode = oobCodeIn((await latestMailTo(api.baseUrl, email))!.text);
    await caller.post('/api/auth/verify-email', { oobCode });

    const again = await caller.post('/api/auth/verify-email', { oobCode });

    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_ACTION_CODE', message: expect.stringContaining('invalid or has expired') });
  });

  it('answers wrong credentials with the internal message and no cookie', async () => {
    const email = uniqueEmail('wrong');
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/', signupPayload(email));

    for (const attempt of [
      { email, password: 'Wrong0pass!' },
      { email: uniqueEmail('nobody'), password },
    ]) {
      const res = await caller.post('/api/auth/login', attempt);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: messages.login.wrongCredentialsInternal });
    }
    expect(caller.cookies.size).toBe(0);
  });
});

describe('resend the verification e-mail', () => {
  it('needs the right password, and sends at most one e-mail a minute', async () => {
    const email = uniqueEmail('resend');
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/', signupPayload(email));

    const wrong = await caller.post('/api/auth/resend-verification', { email, password: 'Wrong0pass!' });
    expect(wrong.status).toBe(401);

    const tooSoon = await caller.post('/api/auth/resend-verification', { email, password });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/less than a minute ago/);
  });

  it('sends a new working link once the minute has passed', async () => {
    const email = uniqueEmail('resend-ok');
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/', signupPayload(email));
    const first = (await latestMailTo(api.baseUrl, email))!.text;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    jest.setSystemTime(Date.now() + 61_000);
    try {
      const res = await caller.post('/api/auth/resend-verification', { email, password });
      expect(res).toMatchObject({ status: 200, body: { success: true } });
    } finally {
      jest.useRealTimers();
    }
    const second = (await latestMailTo(api.baseUrl, email))!.text;
    expect(second).not.toBe(first);
    const verified = await caller.post('/api/auth/verify-email', { oobCode: oobCodeIn(second) });
    expect(verified.status).toBe(200);
  });
});

describe('session', () => {
  it('refresh replaces the session: the new cookie works, the old one is revoked', async () => {
    const email = uniqueEmail('refresh');
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/', signupPayload(email));
    await caller.post('/api/auth/verify-email', { oobCode: oobCodeIn((await latestMailTo(api.baseUrl, email))!.text) });
    await caller.post('/api/auth/login', { email, password });
    const old = new Caller(api.baseUrl);
    old.cookies.set('token', caller.cookies.get('token')!);
    // Session cookies carry whole seconds: a refresh in the same second mints the same cookie.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const refreshed = await caller.post('/api/auth/refresh');

    expect(refreshed.status).toBe(200);
    expect(caller.cookies.get('token')).not.toBe(old.cookies.get('token'));
    expect((await caller.get('/api/user/')).status).toBe(200);
    expect((await old.get('/api/user/')).status).toBe(401);
  });

  it('a refresh in the same second as the login keeps the user signed in', async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('same-second'));

    const refreshed = await caller.post('/api/auth/refresh');

    expect(refreshed.status).toBe(200);
    expect((await caller.get('/api/user/')).status).toBe(200);
  });

  it('logout clears both cookies and revokes the session, so a replayed cookie gets 401', async () => {
    const email = uniqueEmail('logout');
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/', signupPayload(email));
    await caller.post('/api/auth/verify-email', { oobCode: oobCodeIn((await latestMailTo(api.baseUrl, email))!.text) });
    await caller.post('/api/auth/login', { email, password });
    const uid = caller.cookies.get('uid')!;
    const replay = new Caller(api.baseUrl);
    replay.cookies.set('token', caller.cookies.get('token')!);
    expect((await replay.get('/api/user/')).status).toBe(200);

    const out = await caller.get('/api/auth/logout');

    expect(out.status).toBe(200);
    expect(
      out.setCookies
        .filter((c) => /Max-Age=0/.test(c))
        .map((c) => c.split('=')[0])
        .sort(),
    ).toEqual(['token', 'uid']);
    expect((await replay.get('/api/user/')).status).toBe(401);
    expect((await replay.get('/api/user/loggedIn')).body).toEqual({ status: false });
    expect((await itemsOfUser(uid)).filter((item) => String(item.sk).startsWith('SESSION#'))).toHaveLength(0);
  });
});
