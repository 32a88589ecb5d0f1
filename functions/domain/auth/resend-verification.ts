import type { ResultResponse } from '#shared/schemas/auth';
import { claimVerificationSend, getProfile } from '../../data/users';
import { rateLimited } from '../../kernel/errors';
import { signInWithPassword } from '../../providers/identity/identity-rest';
import { sendVerificationEmail } from '../mail/send-verification';

/** At most one verification e-mail a minute per account, so the button cannot be used to spam. */
export const RESEND_INTERVAL_MS = 60_000;

/**
 * Sends the verification e-mail again. The caller has no session yet, so the password typed on
 * the login page proves the account is theirs; an account already verified is told so instead.
 */
export async function resendVerification(email: string, password: string): Promise<ResultResponse> {
  const signIn = await signInWithPassword(email, password);
  if (signIn.emailVerified) {
    return { success: true, message: 'Your email is already verified. You can log in now.' };
  }
  if (!(await claimVerificationSend(signIn.uid, Date.now(), RESEND_INTERVAL_MS))) {
    throw rateLimited('We sent a verification email less than a minute ago. Please check your inbox.');
  }
  const profile = await getProfile(signIn.uid);
  await sendVerificationEmail(email, profile?.firstName ?? '');
  return { success: true, message: 'Verification email sent. Please check your inbox.' };
}
