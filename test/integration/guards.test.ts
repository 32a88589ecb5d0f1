import { messages } from '../../shared/messages';
import { Caller, randomViewerAddress, signedInCaller, startApi, uniqueEmail } from './api';
import { profileOf, sessionsOf } from './table';

/** Rate limits and the cross-site guard, end to end through the local API server. */
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const CROSS_SITE = 'This request was refused because it came from another site.';

describe('rate limits', () => {
  it('refuses the 6th forgot-password of an hour for one e-mail, from whichever client; another e-mail still works', async () => {
    // Prepare: five requests, each from another client address.
    const email = uniqueEmail('limited');
    for (let i = 0; i < 5; i++) {
      const res = await new Caller(api.baseUrl).post('/api/auth/forgot-password', { email });
      expect(res.status).toBe(200);
    }
    // Act
    const sixth = await new Caller(api.baseUrl).post('/api/auth/forgot-password', { email: email.toUpperCase() });
    const other = await new Caller(api.baseUrl).post('/api/auth/forgot-password', { email: uniqueEmail('free') });
    // Assess
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ success: false, code: 'RATE_LIMITED', message: messages.rateLimited });
    expect(other.status).toBe(200);
  });

  it('refuses the 51st forgot-password of an hour from one client; another client still works', async () => {
    const address = randomViewerAddress();
    for (let i = 0; i < 50; i++) {
      const res = await new Caller(api.baseUrl, address).post('/api/auth/forgot-password', { email: uniqueEmail('spray') });
      expect(res.status).toBe(200);
    }

    const over = await new Caller(api.baseUrl, address).post('/api/auth/forgot-password', { email: uniqueEmail('spray') });
    const elsewhere = await new Caller(api.baseUrl).post('/api/auth/forgot-password', { email: uniqueEmail('spray') });

    expect(over.status).toBe(429);
    expect(over.body.message).toBe(messages.rateLimited);
    expect(elsewhere.status).toBe(200);
  });

  it('counts the client by the viewer address without its port', async () => {
    const address = randomViewerAddress().replace(/:\d+$/, '');
    for (let i = 0; i < 50; i++) {
      await new Caller(api.baseUrl, `${address}:${2000 + i}`).post('/api/auth/forgot-password', { email: uniqueEmail('ports') });
    }
    const over = await new Caller(api.baseUrl, `${address}:9999`).post('/api/auth/forgot-password', { email: uniqueEmail('ports') });
    expect(over.status).toBe(429);
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
