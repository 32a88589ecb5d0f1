import { Caller, latestMailTo, oobCodeIn, signupPayload, startApi, uniqueEmail } from './api';
import { captureLogs } from '../fixtures/capture-logs';

/**
 * The account journey's logs (SAFETY.md): ids, routes, statuses and timings, never an
 * e-mail address or a password, whatever the route did with them.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

it('sign-up, verification, a wrong and a right login, a reset request, a password change and deletion log no e-mail or password', async () => {
  const email = uniqueEmail('private.person');
  const caller = new Caller(api.baseUrl);
  const lines = await captureLogs(async () => {
    expect((await caller.post('/api/auth/', signupPayload(email))).status).toBe(200);
    const mail = await latestMailTo(api.baseUrl, email);
    expect((await caller.post('/api/auth/verify-email', { oobCode: oobCodeIn(mail!.text) })).status).toBe(200);
    expect((await caller.post('/api/auth/login', { email, password: 'Wrong-pass1!' })).status).toBe(401);
    expect((await caller.post('/api/auth/login', { email, password: 'Passw0rd!' })).status).toBe(200);
    expect((await caller.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const uid = caller.cookies.get('uid')!;
    const change = await caller.put('/api/user/change-password', { currentPassword: 'Passw0rd!', newPassword: 'N3wPassw0rd!', uid });
    expect(change.status).toBe(200);
    expect((await caller.request('DELETE', '/api/user/', { password: 'N3wPassw0rd!' })).status).toBe(200);
  });

  expect(lines.length).toBeGreaterThan(5);
  for (const line of lines) {
    expect(line.toLowerCase()).not.toContain(email.toLowerCase());
    expect(line.toLowerCase()).not.toContain(email.split('@')[0]!.toLowerCase());
    for (const password of ['Wrong-pass1!', 'Passw0rd!', 'N3wPassw0rd!']) expect(line).not.toContain(password);
  }
});
