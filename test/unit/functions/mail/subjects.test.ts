import { buddyInviteEmail } from '../../../../functions/domain/mail/buddy-invite-email';
import { checkInEmail } from '../../../../functions/domain/mail/check-in-email';
import { checkInReminderEmail } from '../../../../functions/domain/mail/check-in-reminder-email';
import { passwordResetEmail } from '../../../../functions/domain/mail/password-reset-email';
import { trialEndingEmail } from '../../../../functions/domain/mail/trial-ending-email';
import { verificationEmail } from '../../../../functions/domain/mail/verification-email';
import { weeklySummaryEmail } from '../../../../functions/domain/mail/weekly-summary-email';
import type { MailMessage } from '../../../../functions/providers/mail/port';

/**
 * No e-mail's subject carries text a user chose: a subject is what a mailbox shows before anyone
 * opens it, so a name made into a message ("Account suspended, restore it at ...") would read as
 * ours there. Each e-mail is built here with the same odd first name.
 */

const NAME = 'Zebulon';
const base = { to: 'x@example.com', firstName: NAME, appOrigin: 'https://app.example.com' };

const mails: Array<[string, MailMessage]> = [
  [
    'the buddy invitation',
    buddyInviteEmail({
      to: base.to,
      inviterFirstName: NAME,
      link: 'https://app.example.com/buddies/invite/x',
      appOrigin: base.appOrigin,
      unsubscribeToken: 't',
    }),
  ],
  ['the check-in e-mail', checkInEmail({ ...base, unsubscribeToken: 't' })],
  ['the check-in reminder', checkInReminderEmail({ ...base, unsubscribeToken: 't' })],
  ['the password reset', passwordResetEmail({ ...base, oobCode: 'c' })],
  ['the trial ending', trialEndingEmail({ ...base, trialEnd: '2026-03-01T00:00:00.000Z', interval: 'annual', afterCrisis: false })],
  ['the verification', verificationEmail({ ...base, oobCode: 'c' })],
  ['the weekly summary', weeklySummaryEmail({ ...base, sessions: 2, suggestion: 'Take a walk.', unsubscribeToken: 't' })],
];

describe('e-mail subjects', () => {
  it.each(mails)('%s has a subject of our own words only', (_, mail) => {
    expect(mail.subject).not.toContain(NAME);
  });
});
