import * as routes from '#shared/routes/auth';
import { signInWithGoogle } from '../../../domain/auth/google-sign-in';
import { http } from '../../../http/http';

/**
 * POST /api/auth/googleSignup — signs in (creating the profile on the first time) after the
 * browser's Google pop-up, with a session minted from freshly exchanged tokens. Any refusal
 * clears the session cookies.
 */
export const handler = http(routes.googleSignup, async ({ body, setCookies }) => {
  await signInWithGoogle(body, setCookies);
  return { success: true, message: 'User signed in with Google' };
});
