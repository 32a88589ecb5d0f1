import type { MailMessage } from '../../providers/mail/port';

const LINES = [
  'Hello,',
  'Your Blue Guardian account has been deleted, as you asked in the app. You are welcome back at any time.',
  'If you did not ask for this, someone else may know your password or be able to use your Google account. Please change those passwords, and the one of this e-mail address.',
];

/**
 * The notice that the account was deleted, to its owner's address. Nothing of what the account
 * held, nor the name, is in it: inboxes are shared (SAFETY.md 15). No link either: there is no
 * account left to open, and a notice without links is one a phishing copy cannot pass for.
 */
export function accountDeletedEmail(to: string): MailMessage {
  return {
    to,
    subject: 'Your Blue Guardian account has been deleted',
    text: LINES.join('\n\n'),
    html: LINES.map((line) => `<p>${line}</p>`).join('\n'),
  };
}
