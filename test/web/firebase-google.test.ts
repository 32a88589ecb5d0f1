import { beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK itself is replaced: these tests check how the app drives it, not Firebase.
const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn((options: object) => ({ name: '[DEFAULT]', options })),
  getApps: vi.fn(() => [] as object[]),
  initializeAuth: vi.fn(() => ({ name: 'auth' })),
  connectAuthEmulator: vi.fn(),
  signInWithPopup: vi.fn(),
  signInWithCustomToken: vi.fn(),
  linkWithPopup: vi.fn(),
  unlink: vi.fn(async () => ({})),
  signOut: vi.fn(async () => {}),
  setCustomParameters: vi.fn(),
}));

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps }));
vi.mock('firebase/auth', () => ({
  initializeAuth: sdk.initializeAuth,
  connectAuthEmulator: sdk.connectAuthEmulator,
  signInWithPopup: sdk.signInWithPopup,
  signInWithCustomToken: sdk.signInWithCustomToken,
  linkWithPopup: sdk.linkWithPopup,
  unlink: sdk.unlink,
  signOut: sdk.signOut,
  inMemoryPersistence: { type: 'NONE' },
  browserPopupRedirectResolver: { name: 'popup-resolver' },
  GoogleAuthProvider: class {
    setCustomParameters = sdk.setCustomParameters;
  },
}));

const CONFIG = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-blue-guardian' };

/** A fresh copy of the module for each test: it keeps one Auth instance per page. */
const load = async () => {
  vi.resetModules();
  return import('../../web/src/lib/auth/google/firebase-google');
};

function firebaseUser(overrides: Record<string, unknown> = {}) {
  return {
    uid: 'firebase-uid',
    email: 'grace@example.com',
    displayName: 'Grace Brewster Hopper',
    refreshToken: 'refresh-token',
    providerData: [{ providerId: 'google.com', uid: 'google-id', email: 'grace@example.com' }],
    getIdToken: vi.fn(async () => 'id-token'),
    ...overrides,
  };
}

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('createAuth', () => {
  it('keeps nothing in browser storage and prepares the pop-up resolver up front', async () => {
    const { createAuth } = await load();

    const auth = createAuth(CONFIG);

    expect(sdk.initializeApp).toHaveBeenCalledWith(CONFIG);
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: { type: 'NONE' },
      popupRedirectResolver: { name: 'popup-resolver' },
    });
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    expect(createAuth(CONFIG)).toBe(auth);
    expect(sdk.initializeAuth).toHaveBeenCalledTimes(1);
  });

  it('talks to the Auth Emulator when the configuration names one', async () => {
    const { createAuth } = await load();

    const auth = createAuth({ ...CONFIG, emulatorUrl: 'http://127.0.0.1:9099' });

    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  });
});

describe('popupSignIn', () => {
  it('asks Google to show the account chooser and builds the spec payload', async () => {
    const { createAuth, popupSignIn } = await load();
    const auth = createAuth(CONFIG);
    const user = firebaseUser();
    sdk.signInWithPopup.mockResolvedValue({ user });

    const result = await popupSignIn(auth);

    expect(sdk.setCustomParameters).toHaveBeenCalledWith({ prompt: 'select_account' });
    expect(result).toMatchObject({
      status: 'signedIn',
      account: {
        payload: {
          uid: 'firebase-uid',
          email: 'grace@example.com',
          firstName: 'Grace Brewster',
          lastName: 'Hopper',
          provider: 'Google',
          googleId: 'google-id',
          token: 'id-token',
          refreshToken: 'refresh-token',
        },
      },
    });
    expect(sdk.signOut).not.toHaveBeenCalled();

    if (result.status !== 'signedIn') throw new Error('expected a sign-in');
    await result.account.unlink();
    await result.account.signOut();
    expect(sdk.unlink).toHaveBeenCalledWith(user, 'google.com');
    expect(sdk.signOut).toHaveBeenCalledWith(auth);
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'])(
    'treats %s as cancelled and signs the SDK out',
    async (code) => {
      const { createAuth, popupSignIn } = await load();
      sdk.signInWithPopup.mockRejectedValue(firebaseError(code));

      await expect(popupSignIn(createAuth(CONFIG))).resolves.toEqual({ status: 'cancelled' });
      expect(sdk.signOut).toHaveBeenCalledTimes(1);
    },
  );

  it('reports other codes as failures', async () => {
    const { createAuth, popupSignIn } = await load();
    sdk.signInWithPopup.mockRejectedValue(firebaseError('auth/account-exists-with-different-credential'));

    await expect(popupSignIn(createAuth(CONFIG))).resolves.toEqual({
      status: 'failed',
      code: 'auth/account-exists-with-different-credential',
    });
  });

  it('a clean-up step that fails never hides the outcome', async () => {
    const { createAuth, popupSignIn } = await load();
    sdk.signInWithPopup.mockRejectedValue(firebaseError('auth/popup-closed-by-user'));
    sdk.signOut.mockRejectedValueOnce(new Error('offline'));

    await expect(popupSignIn(createAuth(CONFIG))).resolves.toEqual({ status: 'cancelled' });
  });
});

describe('popupLink', () => {
  it('signs in with the custom token, links Google and reports its e-mail and id', async () => {
    const { createAuth, popupLink } = await load();
    const auth = createAuth(CONFIG);
    const current = firebaseUser({ providerData: [] });
    const linked = firebaseUser({ providerData: [{ providerId: 'google.com', uid: 'g-1', email: 'Ada@Example.com' }] });
    sdk.signInWithCustomToken.mockResolvedValue({ user: current });
    sdk.linkWithPopup.mockResolvedValue({ user: linked });

    const result = await popupLink(auth, 'custom-token');

    expect(sdk.signInWithCustomToken).toHaveBeenCalledWith(auth, 'custom-token');
    expect(sdk.linkWithPopup).toHaveBeenCalledWith(current, expect.anything());
    expect(result).toMatchObject({ status: 'linked', link: { email: 'Ada@Example.com', googleId: 'g-1' } });
    if (result.status !== 'linked') throw new Error('expected a link');
    await result.link.unlink();
    expect(sdk.unlink).toHaveBeenCalledWith(linked, 'google.com');
  });

  it('reports a Google account already in use by its code, signed out', async () => {
    const { createAuth, popupLink } = await load();
    sdk.signInWithCustomToken.mockResolvedValue({ user: firebaseUser() });
    sdk.linkWithPopup.mockRejectedValue(firebaseError('auth/credential-already-in-use'));

    await expect(popupLink(createAuth(CONFIG), 'custom-token')).resolves.toEqual({
      status: 'failed',
      code: 'auth/credential-already-in-use',
    });
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
  });
});
