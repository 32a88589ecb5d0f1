import { passwordResetEmail } from '../../../../functions/domain/mail/password-reset-email';

describe('passwordResetEmail', () => {
  const mail = passwordResetEmail({
    to: 'ada@example.com',
    firstName: 'Ada <b>',
    appOrigin: 'https://app.example.com',
    oobCode: 'code/with+chars',
  });

  it('links to our /reset-password page with the code, encoded', () => {
    expect(mail.text).toContain('https://app.example.com/reset-password#oobCode=code%2Fwith%2Bchars');
    expect(mail.html).toContain('href="https://app.example.com/reset-password#oobCode=code%2Fwith%2Bchars"');
  });

  it('names the product and the person, escaping the name in html', () => {
    expect(mail.subject).toContain('Blue Guardian');
    expect(mail.text).toContain('Hi Ada <b>,');
    expect(mail.html).toContain('Hi Ada &#60;b&#62;,');
    expect(mail.to).toBe('ada@example.com');
  });
});
