import { GUARDIAN_NOTICE_SUBJECT, guardianNoticeEmail } from '../../../../../functions/domain/mail/guardian-notice-email';

/** The distress notice e-mail (docs/safety.md "A notice to a guardian"): fixed words and the teen's first name only. */

describe('the distress notice e-mail', () => {
  it('says the teen may need support now, how to help and the crisis lines, naming no one in the subject', () => {
    const mail = guardianNoticeEmail({ to: 'parent@example.com', teenFirstName: 'Robin', guardianPage: 'https://app.example/guardian' });

    expect(mail.subject).toBe(GUARDIAN_NOTICE_SUBJECT);
    expect(mail.subject).not.toContain('Robin');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Robin may need support right now');
      for (const line of ['988', '741741', '911', 'https://app.example/guardian']) expect(part).toContain(line);
    }
  });

  it('carries a stored name only under the names rule, so no link, digit or message rides on it', () => {
    const mail = guardianNoticeEmail({
      to: 'parent@example.com',
      teenFirstName: 'Robin visit evil.example 555',
      guardianPage: 'https://app.example/guardian',
    });

    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).not.toContain('555');
    expect(mail.html).not.toContain('evil.example');
  });
});
