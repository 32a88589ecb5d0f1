import { findUser } from '../../functions/providers/identity/identity-admin';
import { CONFIRM_PASSWORD_MESSAGE } from '#shared/error-messages';
import { messages } from '#shared/messages';
import { Caller, signedInCaller, startApi, uniqueEmail } from './api';
import { googleAccount, signInWithGoogle, signInWithPassword, uidOfCustomToken, type GoogleAccount, type IdpSignIn } from './emulator';
import { itemsOfUser, profileOf } from './table';

/**
 * Google sign-in and linking through the BFF: the emulator plays Google's pop-up (signInWithIdp
 * with a fake id_token), the API is called as the web app calls it.
 */
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** The spec's Google signup payload for a pop-up sign-in, plus its refresh token. */
const payload = (account: GoogleAccount, signIn: IdpSignIn, overrides: Record<string, unknown> = {}) => ({
  uid: signIn.localId,
  email: account.email,
  firstName: 'Grace Brewster',
  lastName: 'Hopper',
  provider: 'Google',
  googleId: account.sub,
  token: signIn.idToken,
  refreshToken: signIn.refreshToken,
  ...overrides,
});

const cleared = (setCookies: string[]) =>
  setCookies
    .filter((c) => /Max-Age=0/.test(c))
    .map((c) => c.split('=')[0])
    .sort();

describe('POST /api/auth/googleSignup', () => {
  it('creates the profile on the first sign-in and signs the browser in', async () => {
    // Prepare
    const account = googleAccount(uniqueEmail('grace'));
    const signIn = await signInWithGoogle(account);
    const caller = new Caller(api.baseUrl);
    // Act
    const res = await caller.post('/api/auth/googleSignup', payload(account, signIn));
    // Assess
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'User signed in with Google' } });
    expect(caller.cookies.get('uid')).toBe(signIn.localId);
    expect((await caller.get('/api/user/')).body).toEqual({
      uid: signIn.localId,
      email: account.email,
      firstName: 'Grace Brewster',
      lastName: 'Hopper',
      provider: 'Google',
    });
    expect(await profileOf(signIn.localId)).toMatchObject({ googleId: account.sub });
    // The stored refresh token works: the 55-minute refresh keeps a Google user signed in.
    expect((await caller.post('/api/auth/refresh')).status).toBe(200);
  });

  it('stores the age confirmation the sign-up page sent, once: a later sign-in cannot change it (SAFETY.md 8)', async () => {
    const account = googleAccount(uniqueEmail('young'));
    const first = await signInWithGoogle(account);
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/googleSignup', payload(account, first, { ageConfirmation: 'guardian' }));
    const second = await signInWithGoogle(account);

    const again = await new Caller(api.baseUrl).post('/api/auth/googleSignup', payload(account, second, { ageConfirmation: 'adult' }));

    expect(again.status).toBe(200);
    expect((await caller.get('/api/user/')).body).toMatchObject({ ageConfirmation: 'guardian' });
  });

  it('from /login (no age confirmation): the profile has none, and a later sign-up page sign-in stores it', async () => {
    const account = googleAccount(uniqueEmail('unasked'));
    const caller = new Caller(api.baseUrl);
    await caller.post('/api/auth/googleSignup', payload(account, await signInWithGoogle(account)));
    expect((await caller.get('/api/user/')).body).not.toHaveProperty('ageConfirmation');

    await new Caller(api.baseUrl).post(
      '/api/auth/googleSignup',
      payload(account, await signInWithGoogle(account), { ageConfirmation: 'adult' }),
    );

    expect((await caller.get('/api/user/')).body).toMatchObject({ ageConfirmation: 'adult' });
  });

  it('signs in again with the same account, keeping the profile', async () => {
    const account = googleAccount(uniqueEmail('again'));
    const first = await signInWithGoogle(account);
    await new Caller(api.baseUrl).post('/api/auth/googleSignup', payload(account, first));
    const second = await signInWithGoogle(account);
    const caller = new Caller(api.baseUrl);

    const res = await caller.post('/api/auth/googleSignup', payload(account, second, { firstName: 'Other', lastName: 'Name' }));

    expect(res.status).toBe(200);
    expect(second.localId).toBe(first.localId);
    expect((await caller.get('/api/user/')).body).toMatchObject({ firstName: 'Grace Brewster', provider: 'Google' });
  });

  describe('refusals: the spec text, cleared cookies, no profile written', () => {
    const refusals: Array<[string, number, (account: GoogleAccount, signIn: IdpSignIn, other: IdpSignIn) => Record<string, unknown>]> = [
      ['another uid than the token', 400, (account, signIn, other) => payload(account, signIn, { uid: other.localId })],
      ['another googleId than the token', 400, (account, signIn) => payload(account, signIn, { googleId: 'google-someone-else' })],
      ['another e-mail than the token', 400, (account, signIn) => payload(account, signIn, { email: uniqueEmail('claimed') })],
      ["another user's refresh token", 400, (account, signIn, other) => payload(account, signIn, { refreshToken: other.refreshToken })],
      ['a token that is not one', 401, (account, signIn) => payload(account, signIn, { token: 'not-a-token' })],
      ['a refresh token that is not one', 401, (account, signIn) => payload(account, signIn, { refreshToken: 'not-a-token' })],
    ];

    it.each(refusals)('%s: %i', async (_case, status, body) => {
      // Prepare: two fresh Google users; the second lends its uid or refresh token.
      const account = googleAccount(uniqueEmail('refused'));
      const signIn = await signInWithGoogle(account);
      const other = await signInWithGoogle(googleAccount(uniqueEmail('other')));
      const caller = new Caller(api.baseUrl);
      // Act
      const res = await caller.post('/api/auth/googleSignup', body(account, signIn, other));
      // Assess
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, message: messages.google.signupFailed });
      expect(cleared(res.setCookies)).toEqual(['token', 'uid']);
      expect(await itemsOfUser(signIn.localId)).toEqual([]);
      expect(await itemsOfUser(other.localId)).toEqual([]);
    });

    it('a Google account whose e-mail Google has not verified: 400, no profile', async () => {
      const account = googleAccount(uniqueEmail('unverified'));
      const signIn = await signInWithGoogle(account, undefined, false);

      const res = await new Caller(api.baseUrl).post('/api/auth/googleSignup', payload(account, signIn));

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.google.signupFailed);
      expect(await itemsOfUser(signIn.localId)).toEqual([]);
    });

    it("a password account's token: 400, and its profile is not turned into a Google one", async () => {
      const email = uniqueEmail('password-user');
      const caller = await signedInCaller(api.baseUrl, email);
      const uid = caller.cookies.get('uid')!;
      const signIn = await signInWithPassword(email, 'Passw0rd!');
      const profileBefore = await profileOf(uid);

      const res = await new Caller(api.baseUrl).post(
        '/api/auth/googleSignup',
        payload({ sub: 'google-forged', email, name: 'Ada' }, signIn),
      );

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.google.signupFailed);
      expect(await profileOf(uid)).toEqual(profileBefore);
    });
  });
});

describe('PUT /api/user/link-google', () => {
  /** Links a Google account to the signed-in user at the provider, as linkWithPopup does. */
  async function linkAtProvider(email: string, account: GoogleAccount): Promise<void> {
    const { idToken } = await signInWithPassword(email, 'Passw0rd!');
    await signInWithGoogle(account, idToken);
  }
  const googleLinks = async (uid: string) => (await findUser(uid))!.providerData.filter((info) => info.providerId === 'google.com');

  it('records a Google account with the same e-mail: the provider becomes Google', async () => {
    const email = uniqueEmail('linker');
    const caller = await signedInCaller(api.baseUrl, email);
    const account = googleAccount(email);
    await linkAtProvider(email, account);

    const res = await caller.put('/api/user/link-google', { email, provider: 'Google', googleId: account.sub });

    expect(res).toMatchObject({ status: 200, body: { success: true, message: messages.linkGoogle.success, provider: 'Google' } });
    expect((await caller.get('/api/user/')).body).toMatchObject({ provider: 'Google' });
    expect(await profileOf(caller.cookies.get('uid')!)).toMatchObject({ googleId: account.sub });
  });

  it('refuses a Google account with another e-mail and unlinks it at the provider', async () => {
    const email = uniqueEmail('mismatch');
    const caller = await signedInCaller(api.baseUrl, email);
    const uid = caller.cookies.get('uid')!;
    const account = googleAccount(uniqueEmail('someone.else'));
    await linkAtProvider(email, account);
    expect(await googleLinks(uid)).toHaveLength(1);

    // The body claims the account's own e-mail: the server checks the provider's, not this.
    const res = await caller.put('/api/user/link-google', { email, provider: 'Google', googleId: account.sub });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.linkGoogle.emailMismatch);
    expect(await googleLinks(uid)).toEqual([]);
    expect((await caller.get('/api/user/')).body).toMatchObject({ provider: 'Email' });
  });

  it('refuses a googleId the provider has not linked to this user', async () => {
    const email = uniqueEmail('unlinked');
    const caller = await signedInCaller(api.baseUrl, email);

    const res = await caller.put('/api/user/link-google', { email, provider: 'Google', googleId: 'google-never-linked' });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.linkGoogle.failed);
    expect((await caller.get('/api/user/')).body).toMatchObject({ provider: 'Email' });
  });
});

describe('custom token and web config', () => {
  it("POST /api/auth/custom-token, with the account's password, gives a token the browser SDK signs in with as the session's user", async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('custom'));

    const res = await caller.post('/api/auth/custom-token', { password: 'Passw0rd!' });

    expect(res.status).toBe(200);
    expect(await uidOfCustomToken(String(res.body.token))).toBe(caller.cookies.get('uid'));
  });

  describe('a session alone (all a stolen cookie gives) never becomes a credential at the identity provider', () => {
    it('no password: refused (as the web app called it before, and with an empty body), no token', async () => {
      const caller = await signedInCaller(api.baseUrl, uniqueEmail('stolen'));

      const bare = await caller.post('/api/auth/custom-token');
      const empty = await caller.post('/api/auth/custom-token', {});

      expect(bare.status).toBe(415);
      expect(empty).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
      expect([bare.body, empty.body]).not.toContainEqual(expect.objectContaining({ token: expect.anything() }));
    });

    it('a wrong password: 401 with our words, no token, and the session is still good', async () => {
      const caller = await signedInCaller(api.baseUrl, uniqueEmail('guess'));

      const res = await caller.post('/api/auth/custom-token', { password: 'Guessed1!' });

      expect(res).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: CONFIRM_PASSWORD_MESSAGE } });
      expect(res.body).not.toHaveProperty('token');
      expect((await caller.get('/api/user/')).status).toBe(200);
    });

    it('guessing is slowed: the eleventh try in 15 minutes is 429 even with the right password', async () => {
      const caller = await signedInCaller(api.baseUrl, uniqueEmail('guesser'));
      for (let i = 0; i < 10; i += 1) expect((await caller.post('/api/auth/custom-token', { password: `Guess${i}!aa` })).status).toBe(401);

      const res = await caller.post('/api/auth/custom-token', { password: 'Passw0rd!' });

      expect(res.status).toBe(429);
      expect(res.body).not.toHaveProperty('token');
    });

    it('a Google account has no password to give, so it gets no token', async () => {
      const account = googleAccount(uniqueEmail('google-only'));
      const signIn = await signInWithGoogle(account);
      const caller = new Caller(api.baseUrl);
      expect((await caller.post('/api/auth/googleSignup', payload(account, signIn))).status).toBe(200);

      const res = await caller.post('/api/auth/custom-token', { password: 'Passw0rd!' });

      expect(res.status).toBe(401);
      expect(res.body).not.toHaveProperty('token');
    });
  });

  it('GET /api/config names the project and, locally, the auth emulator', async () => {
    const res = await new Caller(api.baseUrl).get('/api/config');
    expect(res).toMatchObject({
      status: 200,
      body: {
        firebase: {
          projectId: 'demo-blue-guardian',
          apiKey: 'local-emulator-key',
          authDomain: 'demo-blue-guardian.firebaseapp.com',
          emulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
        },
      },
    });
  });
});
