import type { MailMessage } from '../../providers/mail/port';
import { escapeHtml } from './escape-html';

/** The e-mail that asks a new user to confirm their address; the link opens our /email-verified page. */
export function verificationEmail(input: { to: string; firstName: string; appOrigin: string; oobCode: string }): MailMessage {
  const link = `${input.appOrigin}/email-verified#mode=verifyEmail&oobCode=${encodeURIComponent(input.oobCode)}`;
  const name = input.firstName || 'there';
  return {
    to: input.to,
    subject: 'Verify your email for Blue Guardian',
    text: [
      `Hi ${name},`,
      '',
      'Welcome to Blue Guardian. Please confirm your email address by opening this link:',
      link,
      '',
      "If you didn't create an account, you can ignore this email.",
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      '<p>Welcome to Blue Guardian. Please confirm your email address:</p>',
      `<p><a href="${escapeHtml(link)}">Verify my email</a></p>`,
      "<p>If you didn't create an account, you can ignore this email.</p>",
    ].join('\n'),
  };
}
