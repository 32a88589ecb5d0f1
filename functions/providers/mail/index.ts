import { config } from '../../kernel/config';
import { LocalMailbox } from './local-mailbox';
import type { Mailer } from './port';
import { sesMailer } from './ses';

let mailer: Mailer | undefined;

/** The configured mailer, created once per process. */
export function getMailer(): Mailer {
  if (!mailer) {
    const { mail, region } = config();
    mailer = mail.transport === 'ses' ? sesMailer(mail.from, region) : new LocalMailbox(mail.from, mail.mailboxFile);
  }
  return mailer;
}

/** The local mailbox, or undefined when mail goes through SES. */
export function localMailbox(): LocalMailbox | undefined {
  const current = getMailer();
  return current instanceof LocalMailbox ? current : undefined;
}
