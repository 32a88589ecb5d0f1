import { guardianWeeklyEmail, GUARDIAN_WEEKLY_SUBJECT } from '../../../../functions/domain/mail/guardian-weekly-email';
import { guardianLinkEndedEmail } from '../../../../functions/domain/mail/guardian-emails';
import { guardianWeeklySubject } from '../../../../functions/domain/guardian/weekly-email';

/** The guardian's e-mails hold counts and a first name, our words otherwise (SAFETY.md 15 and 16). */

const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((date, index) => ({
  date,
  checkedIn: index === 1 || index === 4,
}));

const mail = (teenFirstName: string, sessionsStarted = 3) =>
  guardianWeeklyEmail({
    to: 'parent@example.com',
    teenFirstName,
    week: { week: '2026-W48', sessionsStarted, minutesChatting: 45, days },
    appOrigin: 'https://app.example',
    unsubscribeToken: 'abc.def.guardian-weekly',
  });

describe('guardianWeeklyEmail', () => {
  it('says the week’s counts as the guardian page does, the check-in days by name', () => {
    const { text, subject, headers } = mail('Robin');
    expect(subject).toBe(GUARDIAN_WEEKLY_SUBJECT);
    expect(text).toContain("Here is Robin's week on Blue Guardian, starting 23 November 2026: counts only.");
    expect(text).toContain('Sessions Robin started this week: 3.');
    expect(text).toContain('Time chatting: about 45 minutes.');
    expect(text).toContain('Check-ins done: 2 of 7 days (Tuesday, Friday).');
    expect(text).toContain('https://app.example/unsubscribe?token=abc.def.guardian-weekly');
    expect(headers).toEqual({
      'List-Unsubscribe': '<https://app.example/api/email/unsubscribe?token=abc.def.guardian-weekly>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('carries no link or markup a stored first name could smuggle in', () => {
    const { text, html } = mail('<b>Robin</b> http://evil.example');
    expect(text).not.toContain('evil.example');
    expect(html).not.toContain('<b>Robin');
  });
});

describe('guardianLinkEndedEmail when the teen turned 18', () => {
  it('tells the guardian why, with the first name only', () => {
    const { text } = guardianLinkEndedEmail({ to: 'p@example.com', otherFirstName: 'Robin', otherIs: 'teen', because: 'adult' });
    expect(text).toContain('Robin is now 18, so the guardian link between you and Robin on Blue Guardian has ended.');
  });
});

describe('guardianWeeklySubject', () => {
  it('reads the guardian and the link a token was signed for, and nothing of another shape', () => {
    expect(guardianWeeklySubject('uid-1#01ABC')).toEqual({ guardianUid: 'uid-1', linkId: '01ABC' });
    expect(guardianWeeklySubject('uid-1')).toBeUndefined();
    expect(guardianWeeklySubject('#01ABC')).toBeUndefined();
    expect(guardianWeeklySubject('uid-1#')).toBeUndefined();
  });
});
