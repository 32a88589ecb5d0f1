import { readSessionClaims } from '../../../../functions/providers/identity/session-token';
import { useTestEnv } from '../../../fixtures/env';
import { fakeSessionCookie } from '../../../fixtures/session-cookie';

/** Reading a Firebase session cookie's claims: a pure function, no network. */

beforeEach(() => useTestEnv());

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('readSessionClaims', () => {
  it('reads uid and expiry from an emulator-style cookie of this project', () => {
    const token = fakeSessionCookie({ uid: 'alice', expiresInSeconds: 600 });
    expect(readSessionClaims(token)).toEqual({ uid: 'alice', exp: expect.any(Number) });
  });

  it('rejects a cookie that expires exactly now', () => {
    const token = fakeSessionCookie({ uid: 'alice', claims: { exp: 2_000_000_000 } });
    expect(readSessionClaims(token, 2_000_000_000)).toBeUndefined();
    expect(readSessionClaims(token, 1_999_999_999)).toEqual({ uid: 'alice', exp: 2_000_000_000 });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an issuer of another project', { iss: 'https://session.firebase.google.com/other-project' }],
    ['an ID-token issuer instead of a session issuer', { iss: 'https://securetoken.google.com/demo-blue-guardian' }],
    ['an audience of another project', { aud: 'other-project' }],
    ['an audience list', { aud: ['demo-blue-guardian'] }],
    ['no expiry', { exp: undefined }],
    ['an expiry in the past', { exp: nowSeconds() - 1 }],
    ['an expiry given as text', { exp: String(nowSeconds() + 600) }],
    ['an empty subject', { sub: '' }],
    ['a subject longer than 128 characters', { sub: 'a'.repeat(129) }],
    ['a numeric subject', { sub: 42 }],
  ])('rejects a cookie with %s', (_case, claims) => {
    expect(readSessionClaims(fakeSessionCookie({ uid: 'alice', claims }))).toBeUndefined();
  });

  it('accepts a subject of exactly 128 characters', () => {
    const uid = 'u'.repeat(128);
    expect(readSessionClaims(fakeSessionCookie({ uid }))?.uid).toBe(uid);
  });

  it.each(['', 'garbage', 'a.b.c', 'a.b.c.d.e', 'eyJhbGciOiJub25lIn0.bm90IGpzb24.'])('rejects the malformed token %p', (token) => {
    expect(readSessionClaims(token)).toBeUndefined();
  });
});
