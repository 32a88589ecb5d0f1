import { messages } from '#shared/messages';
import { CHALLENGE_FAILED_MESSAGE, CHALLENGE_REQUIRED_MESSAGE } from '#shared/error-messages';
import { Caller, latestMailTo, randomViewerAddress, signedInCaller, signupPayload, solvedCheck, startApi, uniqueEmail } from './api';
import { profileOf, sessionsOf } from './table';

/** Rate limits, the bot check they ask for, and the cross-site guard, end to end through the local API server. */
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const CROSS_SITE = 'This request was refused because it came from another site.';

describe('rate limits', () => {
  const forgot = (email: string, address?: string, challengeToken?: string) =>
    new Caller(api.baseUrl, address).post('/api/auth/forgot-password', { email, ...(challengeToken && { challengeToken }) });

  it('asks for the bot check at the 4th forgot-password of an hour for one e-mail, from whichever client; another e-mail is not asked', async () => {
    // Prepare: three requests, each from another client address.
    const email = uniqueEmail('limited');
    for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
    // Act
    const fourth = await forgot(email.toUpperCase());
    const other = await forgot(uniqueEmail('free'));
    // Assess
    expect(fourth.status).toBe(428);
    expect(fourth.body).toEqual({ success: false, code: 'CHALLENGE_REQUIRED', message: CHALLENGE_REQUIRED_MESSAGE });
    expect(other.status).toBe(200);
  });

  it('lets the owner who passes the check reset, however many requests an attacker made', async () => {
    const email = uniqueEmail('reset-owner');
    await new Caller(api.baseUrl).post('/api/auth/', signupPayload(email));
    for (let i = 0; i < 6; i++) await forgot(email);

    const failed = await forgot(email, undefined, await solvedCheck(api.baseUrl, 'forgotPassword', 'fail'));
    const passed = await forgot(email, undefined, await solvedCheck(api.baseUrl, 'forgotPassword'));

    expect(failed.body).toMatchObject({ code: 'CHALLENGE_REQUIRED', message: CHALLENGE_FAILED_MESSAGE });
    expect(passed.status).toBe(200);
    expect((await latestMailTo(api.baseUrl, email))?.text).toMatch(/\/reset-password#/);
  });

  it('asks for the check at the 11th forgot-password of an hour from one client; another client is not asked', async () => {
    const address = randomViewerAddress();
    for (let i = 0; i < 10; i++) expect((await forgot(uniqueEmail('spray'), address)).status).toBe(200);

    const over = await forgot(uniqueEmail('spray'), address);
    const elsewhere = await forgot(uniqueEmail('spray'));

    expect(over.status).toBe(428);
    expect(elsewhere.status).toBe(200);
  });

  it('counts the client by the viewer address without its port', async () => {
    const address = randomViewerAddress().replace(/:\d+$/, '');
    for (let i = 0; i < 10; i++) await forgot(uniqueEmail('ports'), `${address}:${2000 + i}`);
    const over = await forgot(uniqueEmail('ports'), `${address}:9999`);
    expect(over.status).toBe(428);
  });

  it('refuses a flood from one client (the 201st of an hour) even with a passed check', async () => {
    const address = randomViewerAddress();
    for (let i = 0; i < 200; i++) await forgot(uniqueEmail('flood'), address, await solvedCheck(api.baseUrl, 'forgotPassword'));
    const over = await forgot(uniqueEmail('flood'), address, await solvedCheck(api.baseUrl, 'forgotPassword'));
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(messages.rateLimited);
  });

  it('asks for the check at the 4th sign-up of an hour for one e-mail', async () => {
    const email = uniqueEmail('signup-spam');
    for (let i = 0; i < 3; i++) await new Caller(api.baseUrl).post('/api/auth/', signupPayload(email));
    const fourth = await new Caller(api.baseUrl).post('/api/auth/', signupPayload(email));
    expect(fourth.status).toBe(428);
  });
});

describe('an attacker guessing a known e-mail cannot lock its owner out', () => {
  it('after wrong passwords from many addresses, the owner is asked for the check, passes it and is signed in', async () => {
    // Prepare: the owner's account, then ten wrong guesses from ten addresses.
    const email = uniqueEmail('lockout');
    await signedInCaller(api.baseUrl, email);
    for (let i = 0; i < 10; i++) {
      const guess = await new Caller(api.baseUrl).post('/api/auth/login', { email, password: `Wrong${i}pass!` });
      expect([401, 428]).toContain(guess.status);
    }
    const owner = new Caller(api.baseUrl);
    // Act
    const asked = await owner.post('/api/auth/login', { email, password: 'Passw0rd!' });
    const signedIn = await owner.post('/api/auth/login', {
      email,
      password: 'Passw0rd!',
      challengeToken: await solvedCheck(api.baseUrl, 'login'),
    });
    // Assess
    expect(asked).toMatchObject({ status: 428, body: { code: 'CHALLENGE_REQUIRED' } });
    expect(asked.setCookies).toEqual([]);
    expect(signedIn.status).toBe(200);
    expect(owner.cookies.get('uid')).toBeTruthy();
  });

  it('a guess with a passed check is still only a guess: 401, and the next needs a new check', async () => {
    const email = uniqueEmail('guesser');
    await signedInCaller(api.baseUrl, email);
    for (let i = 0; i < 5; i++) await new Caller(api.baseUrl).post('/api/auth/login', { email, password: `Wrong${i}pass!` });
    const attacker = new Caller(api.baseUrl);
    const token = await solvedCheck(api.baseUrl, 'login');

    const guess = await attacker.post('/api/auth/login', { email, password: 'Wrong9pass!', challengeToken: token });
    const replay = await attacker.post('/api/auth/login', { email, password: 'Passw0rd!', challengeToken: token });

    expect(guess.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'CHALLENGE_REQUIRED', message: CHALLENGE_FAILED_MESSAGE });
    expect(attacker.cookies.size).toBe(0);
  });

  it('resending the verification e-mail asks for the check after three an hour', async () => {
    const email = uniqueEmail('resend-spam');
    await new Caller(api.baseUrl).post('/api/auth/', signupPayload(email));
    for (let i = 0; i < 3; i++) await new Caller(api.baseUrl).post('/api/auth/resend-verification', { email, password: 'Wrong0pass!' });

    const asked = await new Caller(api.baseUrl).post('/api/auth/resend-verification', { email, password: 'Passw0rd!' });

    expect(asked.status).toBe(428);
  });
});

describe('cross-site requests', () => {
  const forged = [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Origin: https://evil.example', { origin: 'https://evil.example' }],
  ] as const;

  it.each(forged)('a login with %s is refused with 403 and signs nobody in', async (_case, headers) => {
    const email = uniqueEmail('csrf-login');
    const victim = await signedInCaller(api.baseUrl, email);
    const uid = victim.cookies.get('uid')!;
    const sessionsBefore = (await sessionsOf(uid)).length;
    const attacker = new Caller(api.baseUrl);

    const res = await attacker.request('POST', '/api/auth/login', { email, password: 'Passw0rd!' }, { ...headers });

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'FORBIDDEN', message: CROSS_SITE });
    expect(attacker.cookies.size).toBe(0);
    expect(await sessionsOf(uid)).toHaveLength(sessionsBefore);
  });

  it.each(forged)("a change of password with %s and the victim's cookie is refused and changes nothing", async (_case, headers) => {
    // Prepare: the victim's browser holds a session; another site makes it post the form.
    const email = uniqueEmail('csrf-change');
    const victim = await signedInCaller(api.baseUrl, email);
    const body = { currentPassword: 'Passw0rd!', newPassword: 'Pwn3dPassw0rd!', uid: victim.cookies.get('uid') };
    // Act
    const res = await victim.request('PUT', '/api/user/change-password', body, { ...headers });
    // Assess
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CROSS_SITE);
    expect((await victim.get('/api/user/')).status).toBe(200);
    expect((await new Caller(api.baseUrl).post('/api/auth/login', { email, password: 'Passw0rd!' })).status).toBe(200);
  });

  it('a forged preference save is refused and stores nothing', async () => {
    const victim = await signedInCaller(api.baseUrl, uniqueEmail('csrf-prefs'));
    const res = await victim.request('PUT', '/api/user/', { theme: 'dark' }, { 'sec-fetch-site': 'same-site' });
    expect(res.status).toBe(403);
    expect(await profileOf(victim.cookies.get('uid')!)).not.toHaveProperty('theme');
  });

  it.each([
    ['the app through the Vite proxy (Sec-Fetch-Site: same-origin)', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' }],
    ['an older browser on the app (Origin only)', { origin: 'http://localhost:5173' }],
    ['a typed-in request (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
  ])('%s passes', async (_case, headers) => {
    const victim = await signedInCaller(api.baseUrl, uniqueEmail('same-site'));
    const res = await victim.request('PUT', '/api/user/', { theme: 'dark' }, headers);
    expect(res.status).toBe(200);
  });
});
