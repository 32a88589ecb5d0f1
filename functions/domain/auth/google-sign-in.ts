import { messages } from '#shared/messages';
import type { GoogleSignupBody } from '#shared/schemas/auth';
import { isConditionFailed } from '../../data/client';
import { createProfile, getProfile, recordGoogleLink, setAgeConfirmationOnce } from '../../data/users';
import { clearedSessionCookies, type SetCookies } from '../../http/cookies';
import { issueSession } from '../../http/issue-session';
import { AppError } from '../../kernel/errors';
import { verifyIdToken } from '../../providers/identity/identity-admin';
import { refreshIdToken } from '../../providers/identity/identity-rest';
import { startNewTeenDays } from '../guardian/consent-state';

const GOOGLE = 'google.com';

/** Every refusal reads the same spec text; the status says whether the tokens or the payload failed. */
const refused = (code: 'UNAUTHORIZED' | 'BAD_REQUEST') => new AppError(code, messages.google.signupFailed);

/**
 * Checks that the ID token is a valid Google sign-in of exactly the user the payload describes.
 * The payload is only a claim; the verified token is the proof.
 */
async function verifyGoogleSignIn(body: GoogleSignupBody): Promise<void> {
  const claims = await verifyIdToken(body.token);
  if (!claims) throw refused('UNAUTHORIZED');
  const googleIds = claims.firebase.identities?.[GOOGLE];
  const matches =
    claims.uid === body.uid &&
    claims.firebase.sign_in_provider === GOOGLE &&
    Array.isArray(googleIds) &&
    googleIds.includes(body.googleId) &&
    typeof claims.email === 'string' &&
    claims.email.toLowerCase() === body.email.toLowerCase() &&
    // The profile's e-mail must be one Google has proven, as a password account's must be verified.
    claims.email_verified === true;
  if (!matches) throw refused('BAD_REQUEST');
}

/**
 * Creates the profile of a first Google sign-in, or records Google on an existing one. The age
 * confirmation, when the sign-up page asked for it, is stored once: an existing one is never
 * changed (the dashboard asks those who have none).
 */
async function ensureProfile(body: GoogleSignupBody): Promise<void> {
  const existing = await getProfile(body.uid);
  if (!existing) {
    try {
      await createProfile({
        uid: body.uid,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        provider: 'Google',
        googleId: body.googleId,
        ...(body.ageConfirmation && { ageConfirmation: body.ageConfirmation }),
        createdAt: new Date().toISOString(),
      });
      await startNewTeenDays(body.uid, body.ageConfirmation, new Date());
      return;
    } catch (error) {
      // A concurrent sign-in of the same user created it first: fall through and update it.
      if (!isConditionFailed(error)) throw error;
    }
  }
  // An existing account keeps its names and e-mail; it now signs in with Google too.
  await recordGoogleLink(body.uid, body.googleId);
  if (body.ageConfirmation && !existing?.ageConfirmation) {
    await setAgeConfirmationOnce(body.uid, body.ageConfirmation);
    await startNewTeenDays(body.uid, body.ageConfirmation, new Date());
  }
}

/**
 * Signs in (creating the profile on the first time) after the browser's Google pop-up. The
 * refresh token is exchanged at once: the fresh ID token must name the same user, which proves
 * the refresh token we keep server-side is this user's, and the session is minted from those
 * fresh tokens. Any refusal clears the session cookies.
 */
export async function signInWithGoogle(body: GoogleSignupBody, setCookies: SetCookies): Promise<void> {
  try {
    await verifyGoogleSignIn(body);
    const fresh = await refreshIdToken(body.refreshToken);
    if (!fresh) throw refused('UNAUTHORIZED');
    if (fresh.uid !== body.uid) throw refused('BAD_REQUEST');
    await ensureProfile(body);
    setCookies((await issueSession(body.uid, fresh.idToken, fresh.refreshToken)).cookies);
  } catch (error) {
    setCookies(clearedSessionCookies());
    throw error;
  }
}
