import { messages } from '#shared/messages';
import { Caller, latestMailTo, mailsTo, oobCodeIn, signedInCaller, startApi, uniqueEmail } from './api';
import { sessionsOf } from './table';

/** Forgotten and changed passwords, through the real handlers, dynalite and the auth emulator. */
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PASSWORD = 'Passw0rd!';
const NEW_PASSWORD = 'N3wPassw0rd!';
const RESET_DONE = 'Your password has been reset. You can log in with your new password now.';

/**
 * Firebase session cookies carry whole seconds: two sign-ins of one user in the same second get
 * the very same cookie, so a test that tells sessions apart lets a second pass between them.
 */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** A second browser of the same user, signed in with the same password in a later second. */
async function secondBrowser(email: string, password = PASSWORD): Promise<Caller> {
  await nextSecond();
  const other = new Caller(api.baseUrl);
  const login = await other.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return other;
}

/** A caller replaying only the given session cookie, as someone who copied it would. */
function replaying(token: string): Caller {
  const replay = new Caller(api.baseUrl);
  replay.cookies.set('token', token);
  return replay;
}

const logIn = (email: string, password: string) => new Caller(api.baseUrl).post('/api/auth/login', { email, password });

describe('forgot and reset password', () => {
  it('e-mails a reset link; resetting signs out every session and only the new password logs in', async () => {
    // Prepare: signed in on two browsers.
    const email = uniqueEmail('forgot');
    const caller = await signedInCaller(api.baseUrl, email);
    const other = await secondBrowser(email);
    const oldToken = caller.cookies.get('token')!;
    const visitor = new Caller(api.baseUrl);
    // Act: ask for the link, follow it.
    const forgot = await visitor.post('/api/auth/forgot-password', { email });
    const mail = await latestMailTo(api.baseUrl, email);
    const reset = await visitor.post('/api/auth/reset-password', {
      oobCode: oobCodeIn(mail!.text, '/reset-password'),
      newPassword: NEW_PASSWORD,
    });
    // Assess
    expect(forgot).toMatchObject({ status: 200, body: { success: true, message: messages.forgotPassword.sent } });
    expect(mail!.subject).toContain('Blue Guardian');
    expect(mail!.text).toContain('http://localhost:5173/reset-password#oobCode=');
    expect(reset).toMatchObject({ status: 200, body: { success: true, message: RESET_DONE } });
    expect((await replaying(oldToken).get('/api/user/')).status).toBe(401);
    expect((await other.get('/api/user/')).status).toBe(401);
    expect(await sessionsOf(caller.cookies.get('uid')!)).toHaveLength(0);
    expect((await logIn(email, PASSWORD)).status).toBe(401);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a used reset code with a clear message, changing nothing', async () => {
    const email = uniqueEmail('reuse-reset');
    await signedInCaller(api.baseUrl, email);
    const visitor = new Caller(api.baseUrl);
    await visitor.post('/api/auth/forgot-password', { email });
    const oobCode = oobCodeIn((await latestMailTo(api.baseUrl, email))!.text, '/reset-password');
    await visitor.post('/api/auth/reset-password', { oobCode, newPassword: NEW_PASSWORD });

    const again = await visitor.post('/api/auth/reset-password', { oobCode, newPassword: 'Th1rdPassw0rd!' });

    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'INVALID_ACTION_CODE',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a new password that breaks the rule, naming the field', async () => {
    const res = await new Caller(api.baseUrl).post('/api/auth/reset-password', { oobCode: 'whatever', newPassword: 'weak' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ newPassword: messages.signup.passwordRule });
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail('nobody-forgot');

    const res = await new Caller(api.baseUrl).post('/api/auth/forgot-password', { email });

    expect(res).toMatchObject({ status: 200, body: { success: true, message: messages.forgotPassword.sent } });
    expect(await mailsTo(api.baseUrl, email)).toEqual([]);
  });
});

describe('change password', () => {
  const change = (caller: Caller, body: Record<string, unknown>) =>
    caller.put('/api/user/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      uid: caller.cookies.get('uid'),
      ...body,
    });

  it('answers 401 with the spec text for a wrong current password, and the caller stays signed in', async () => {
    const email = uniqueEmail('wrong-current');
    const caller = await signedInCaller(api.baseUrl, email);

    const res = await change(caller, { currentPassword: 'Wr0ngPassword!' });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: messages.changePassword.wrongCurrent });
    expect((await caller.get('/api/user/')).status).toBe(200);
    expect((await logIn(email, PASSWORD)).status).toBe(200);
  });

  it('changes it: this browser stays signed in, every other session is revoked, only the new one logs in', async () => {
    // Prepare
    const email = uniqueEmail('changer');
    const caller = await signedInCaller(api.baseUrl, email);
    const other = await secondBrowser(email);
    const oldToken = caller.cookies.get('token')!;
    await nextSecond();
    // Act
    const res = await change(caller, {});
    // Assess
    expect(res).toMatchObject({ status: 200, body: { success: true, message: messages.changePassword.success } });
    expect(caller.cookies.get('token')).not.toBe(oldToken);
    expect((await caller.get('/api/user/')).status).toBe(200);
    expect((await replaying(oldToken).get('/api/user/')).status).toBe(401);
    expect((await other.get('/api/user/')).status).toBe(401);
    expect(await sessionsOf(caller.cookies.get('uid')!)).toHaveLength(1);
    expect((await logIn(email, PASSWORD)).status).toBe(401);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
    // The refresh of the new session works: its stored refresh token came from the new password.
    expect((await caller.post('/api/auth/refresh')).status).toBe(200);
  });

  it("answers 403 for another user's uid and changes neither password", async () => {
    const aliceEmail = uniqueEmail('alice');
    const bobEmail = uniqueEmail('bob');
    const alice = await signedInCaller(api.baseUrl, aliceEmail);
    const bob = await signedInCaller(api.baseUrl, bobEmail);

    const res = await change(alice, { uid: bob.cookies.get('uid') });

    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'You can only change your own password.' });
    expect((await logIn(bobEmail, PASSWORD)).status).toBe(200);
    expect((await logIn(aliceEmail, PASSWORD)).status).toBe(200);
    expect((await bob.get('/api/user/')).status).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('same-password'));
    const res = await change(caller, { newPassword: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose a new password that differs from the current one.');
  });
});
