import { appOrigin } from '../../kernel/app-origin';
import { passwordResetCode } from '../../providers/identity/identity-admin';
import { getMailer } from '../../providers/mail';
import { passwordResetEmail } from './password-reset-email';

/**
 * Sends the password-reset e-mail whose link lands on our own /reset-password page.
 * @returns false, sending nothing, when no account has this e-mail.
 */
export async function sendPasswordResetEmail(email: string, firstName: string): Promise<boolean> {
  const oobCode = await passwordResetCode(email);
  if (!oobCode) return false;
  await getMailer().send(passwordResetEmail({ to: email, firstName, appOrigin: await appOrigin(), oobCode }));
  return true;
}
