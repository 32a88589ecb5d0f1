import { appOrigin } from '../../kernel/app-origin';
import { emailVerificationCode } from '../../providers/identity/identity-admin';
import { getMailer } from '../../providers/mail';
import { verificationEmail } from './verification-email';

/** Sends the verification e-mail whose link lands on our own /email-verified page. */
export async function sendVerificationEmail(email: string, firstName: string): Promise<void> {
  const oobCode = await emailVerificationCode(email);
  await getMailer().send(verificationEmail({ to: email, firstName, appOrigin: await appOrigin(), oobCode }));
}
