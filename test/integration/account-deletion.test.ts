import { findUser } from '../../functions/providers/identity/identity-admin';
import { CONFIRM_PASSWORD_MESSAGE, DELETE_PROOF_MESSAGE, GOOGLE_PROOF_MESSAGE } from '#shared/error-messages';
import { Caller, mailsTo, signedInCaller, startApi, uniqueEmail } from './api';
import { uidOf } from './chats';
import { googleAccount, signInWithGoogle, type GoogleAccount } from './emulator';
import { itemsOfUser } from './table';

/**
 * DELETE /api/user/ asks for the owner, not only their session (which is all a stolen cookie
 * gives): the password again, or for a Google account a Google sign-in made just now; and it tells
 * the owner by e-mail once the account is gone. What is deleted is account.test.ts's subject.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PLAN = { warningSigns: ['I stop sleeping'], copingSteps: ['Call Sam'], contacts: [{ name: 'Sam', phone: '555-0100' }] };
const DELETED_SUBJECT = 'Your Blue Guardian account has been deleted';

/** A Google-only account (no password), signed in through the pop-up as the web app does. */
async function googleCaller(account: GoogleAccount): Promise<Caller> {
  const signIn = await signInWithGoogle(account);
  const caller = new Caller(api.baseUrl);
  const res = await caller.post('/api/auth/googleSignup', {
    uid: signIn.localId,
    email: account.email,
    firstName: 'Grace',
    lastName: 'Hopper',
    provider: 'Google',
    googleId: account.sub,
    token: signIn.idToken,
    refreshToken: signIn.refreshToken,
  });
  if (res.status !== 200) throw new Error(`Google sign-up failed: ${JSON.stringify(res.body)}`);
  return caller;
}

describe('a session alone deletes nothing', () => {
  it('no proof, an empty one or a wrong password: refused with our words, every item kept, the account still logs in, no e-mail', async () => {
    // Prepare
    const email = uniqueEmail('kept');
    const caller = await signedInCaller(api.baseUrl, email);
    expect((await caller.put('/api/user/safety-plan', PLAN)).status).toBe(200);
    const before = await itemsOfUser(uidOf(caller));
    // Act
    const bare = await caller.delete('/api/user/');
    const empty = await caller.delete('/api/user/', {});
    const wrong = await caller.delete('/api/user/', { password: 'Guessed1!' });
    // Assess
    expect(bare.status).toBe(415);
    expect(empty).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', fields: { body: DELETE_PROOF_MESSAGE } } });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: CONFIRM_PASSWORD_MESSAGE } });
    expect(await itemsOfUser(uidOf(caller))).toEqual(before);
    expect((await caller.get('/api/user/safety-plan')).body.plan).toEqual(PLAN);
    expect((await new Caller(api.baseUrl).post('/api/auth/login', { email, password: 'Passw0rd!' })).status).toBe(200);
    expect((await mailsTo(api.baseUrl, email)).map((mail) => mail.subject)).not.toContain(DELETED_SUBJECT);
  });
});

describe('with the proof', () => {
  it('the password: the account goes, and its owner is told by an e-mail holding nothing of what it held (SAFETY.md 15)', async () => {
    // Prepare
    const email = uniqueEmail('told');
    const caller = await signedInCaller(api.baseUrl, email);
    expect((await caller.put('/api/user/safety-plan', PLAN)).status).toBe(200);
    // Act
    const res = await caller.delete('/api/user/', { password: 'Passw0rd!' });
    // Assess
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await itemsOfUser(uidOf(caller))).toEqual([]);
    const [mail, ...more] = (await mailsTo(api.baseUrl, email)).filter((m) => m.subject === DELETED_SUBJECT);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('deleted');
    for (const detail of ['sleeping', 'Sam', '555-0100']) expect(mail?.text).not.toContain(detail);
  });

  it("a Google account: a Google sign-in of its own made just now deletes it; a password or another Google account's sign-in does not", async () => {
    // Prepare: a Google-only account, and a sign-in of some other Google account.
    const account = googleAccount(uniqueEmail('google-leaver'));
    const caller = await googleCaller(account);
    const uid = uidOf(caller);
    const stranger = await signInWithGoogle(googleAccount(uniqueEmail('stranger')));
    // Act
    const password = await caller.delete('/api/user/', { password: 'Passw0rd!' });
    const other = await caller.delete('/api/user/', { googleIdToken: stranger.idToken });
    const kept = await itemsOfUser(uid);
    const own = await caller.delete('/api/user/', { googleIdToken: (await signInWithGoogle(account)).idToken });
    // Assess
    expect(password).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    expect(other).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: GOOGLE_PROOF_MESSAGE } });
    expect(kept.map((item) => item.sk)).toContain('PROFILE');
    expect(own).toMatchObject({ status: 200, body: { success: true } });
    expect(await findUser(uid)).toBeUndefined();
    expect(await itemsOfUser(uid)).toEqual([]);
    expect((await mailsTo(api.baseUrl, account.email)).map((mail) => mail.subject)).toContain(DELETED_SUBJECT);
  });
});
