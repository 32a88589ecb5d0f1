import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GoogleAuth from '../../web/src/lib/auth/google/google-auth';
import { errorReply, mockApi } from './helpers/fetch-mock';

// setup.ts replaces google-auth.ts for every other test; here the real one runs, over a stand-in
// for the lazily loaded SDK module.
const sdk = vi.hoisted(() => ({
  createAuth: vi.fn((config: object) => ({ auth: config })),
  popupSignIn: vi.fn(async () => ({ status: 'cancelled' })),
  popupLink: vi.fn(async () => ({ status: 'cancelled' })),
}));
vi.mock('../../web/src/lib/auth/google/firebase-google', () => sdk);

const FIREBASE = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo', emulatorUrl: 'http://127.0.0.1:9099' };

/** A fresh copy per test: the module keeps its loaded SDK for the page's life. */
async function realGoogleAuth() {
  vi.resetModules();
  return vi.importActual<typeof GoogleAuth>('../../web/src/lib/auth/google/google-auth');
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('google-auth (the door to the Firebase SDK)', () => {
  it('loads the configuration and the SDK once, then runs each flow on the same Auth', async () => {
    const mock = mockApi({ 'GET /api/config': { body: { firebase: FIREBASE } } });
    const { signInWithGoogle, linkGoogleProvider } = await realGoogleAuth();

    await signInWithGoogle();
    await linkGoogleProvider('custom-token');

    expect(mock.callsTo('GET /api/config')).toHaveLength(1);
    expect(sdk.createAuth).toHaveBeenCalledTimes(1);
    expect(sdk.createAuth).toHaveBeenCalledWith(FIREBASE);
    expect(sdk.popupSignIn).toHaveBeenCalledWith({ auth: FIREBASE });
    expect(sdk.popupLink).toHaveBeenCalledWith({ auth: FIREBASE }, 'custom-token');
  });

  it('tries again after the configuration failed to load', async () => {
    const mock = mockApi({ 'GET /api/config': errorReply(503, 'UNAVAILABLE', 'Try later.') });
    const { signInWithGoogle } = await realGoogleAuth();

    await expect(signInWithGoogle()).rejects.toMatchObject({ status: 503 });
    mock.on('GET /api/config', { body: { firebase: FIREBASE } });
    await expect(signInWithGoogle()).resolves.toEqual({ status: 'cancelled' });

    expect(mock.callsTo('GET /api/config')).toHaveLength(2);
  });

  it('prefetches when the browser is idle, and can be cancelled before that', async () => {
    const mock = mockApi({ 'GET /api/config': { body: { firebase: FIREBASE } } });
    const idle: Array<() => void> = [];
    const cancelIdle = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const { prefetchGoogleAuth } = await realGoogleAuth();

    const cancel = prefetchGoogleAuth();
    expect(mock.requests).toHaveLength(0);
    idle[0]!();
    await vi.waitFor(() => expect(sdk.createAuth).toHaveBeenCalledTimes(1));
    expect(mock.callsTo('GET /api/config')).toHaveLength(1);

    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(1);
  });
});
