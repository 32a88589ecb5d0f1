import type { MailMessage } from '../../providers/mail/port';
import { escapeHtml } from './escape-html';

/** The e-mail with the link to our /reset-password page, where the person chooses a new password. */
export function passwordResetEmail(input: { to: string; firstName: string; appOrigin: string; oobCode: string }): MailMessage {
  const link = `${input.appOrigin}/reset-password#oobCode=${encodeURIComponent(input.oobCode)}`;
  const name = input.firstName || 'there';
  return {
    to: input.to,
    subject: 'Reset your Blue Guardian password',
    text: [
      `Hi ${name},`,
      '',
      'Someone asked to reset the password of your Blue Guardian account. To choose a new one, open this link:',
      link,
      '',
      "If it wasn't you, you can ignore this email: your password stays as it is.",
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      '<p>Someone asked to reset the password of your Blue Guardian account. To choose a new one:</p>',
      `<p><a href="${escapeHtml(link)}">Reset my password</a></p>`,
      "<p>If it wasn't you, you can ignore this email: your password stays as it is.</p>",
    ].join('\n'),
  };
}
