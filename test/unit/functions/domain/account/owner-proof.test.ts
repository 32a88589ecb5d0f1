import { isFreshGoogleSignIn } from '../../../../../functions/domain/account/owner-proof';
import type { IdTokenClaims } from '../../../../../functions/providers/identity/identity-admin';

/** Which verified ID token stands for the owner at the keyboard (functions/domain/account/owner-proof.ts). */

const NOW_S = 1_800_000_000;
const claims = (overrides: Partial<IdTokenClaims> = {}): IdTokenClaims => ({
  uid: 'owner-uid',
  sub: 'owner-uid',
  auth_time: NOW_S - 10,
  firebase: { sign_in_provider: 'google.com' },
  ...overrides,
});

describe('isFreshGoogleSignIn', () => {
  it("is the owner's own Google sign-in for five minutes after it was made, and nothing else", () => {
    expect(isFreshGoogleSignIn(claims(), 'owner-uid', NOW_S)).toBe(true);
    expect(isFreshGoogleSignIn(claims({ auth_time: NOW_S - 300 }), 'owner-uid', NOW_S)).toBe(true);

    // A token refreshed since keeps its first sign-in's time: an hour-old sign-in is not the owner now.
    expect(isFreshGoogleSignIn(claims({ auth_time: NOW_S - 301 }), 'owner-uid', NOW_S)).toBe(false);
    expect(isFreshGoogleSignIn(claims(), 'someone-else', NOW_S)).toBe(false);
    expect(isFreshGoogleSignIn(claims({ firebase: { sign_in_provider: 'custom' } }), 'owner-uid', NOW_S)).toBe(false);
  });
});
