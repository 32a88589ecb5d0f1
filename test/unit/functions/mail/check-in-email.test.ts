import { checkInEmail } from '../../../../functions/domain/mail/check-in-email';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../../../functions/domain/mail/unsubscribe-token';
import { unsubscribeKindOf } from '#shared/unsubscribe';

/**
 * Words that would say why the e-mail came, in a shared inbox (SAFETY.md 15): health detail, the
 * crisis, and the chat itself.
 */
const REVEALING =
  /mood|anxi|stress|distress|suicid|self-harm|harm|kill|die\b|death|score|topic|quote|emotion|sentiment|feel|depress|crisis|risk|hard|worr|safety|chat|session|message|coach|therap|lifeline/i;

describe('checkInEmail', () => {
  // Prepare
  const mail = checkInEmail({
    to: 'ada@example.com',
    firstName: 'Ada <b>',
    appOrigin: 'https://app.example.com',
    unsubscribeToken: 'YWxpY2U.sig+/=.check-in',
  });

  it('says hello by first name and invites the user back, with a link to the app', () => {
    expect(mail.subject).toBe('Checking in');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.text).toMatch(/^Hi Ada <b>,/);
    expect(mail.html).toContain('<p>Hi Ada &#60;b&#62;,</p>');
    expect(mail.text).toContain("We haven't seen you for a day and wanted to check in. If you'd like to talk, Blue Guardian is here.");
    expect(mail.text).toContain('https://app.example.com/dashboard');
    expect(mail.html).toContain('href="https://app.example.com/dashboard"');
  });

  it('lists where to call or text: 988, HOME to 741741, 911, and the international list', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Call or text 988');
      expect(part).toContain('Text HOME to 741741');
      expect(part).toContain('call 911');
      expect(part).toContain('https://findahelpline.com');
    }
  });

  it('carries the one-click headers and an unsubscribe link that needs no login', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://app.example.com/api/email/unsubscribe?token=YWxpY2U.sig%2B%2F%3D.check-in>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('https://app.example.com/unsubscribe?token=YWxpY2U.sig%2B%2F%3D.check-in');
  });

  it('never says why it came: no health, crisis or chat words in the subject, text or html', () => {
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(REVEALING);
  });
});

describe('check-in unsubscribe tokens', () => {
  const SECRET = 'test-secret';

  it('name their kind, verify only for it, and the weekly tokens keep their form', () => {
    const checkIn = signUnsubscribeToken(SECRET, 'alice-uid', 'check-in');
    const weekly = signUnsubscribeToken(SECRET, 'alice-uid', 'weekly-summary');
    expect(unsubscribeKindOf(checkIn)).toBe('check-in');
    expect(unsubscribeKindOf(weekly)).toBe('weekly-summary');
    expect(weekly).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyUnsubscribeToken(SECRET, checkIn, 'check-in')).toBe('alice-uid');
    expect(verifyUnsubscribeToken(SECRET, checkIn, 'weekly-summary')).toBeUndefined();
    expect(verifyUnsubscribeToken(SECRET, weekly, 'check-in')).toBeUndefined();
  });

  it('refuse a weekly token given the check-in suffix, and an unknown kind', () => {
    const weekly = signUnsubscribeToken(SECRET, 'alice-uid', 'weekly-summary');
    expect(verifyUnsubscribeToken(SECRET, `${weekly}.check-in`, 'check-in')).toBeUndefined();
    expect(unsubscribeKindOf(`${weekly}.product-news`)).toBeUndefined();
  });
});
