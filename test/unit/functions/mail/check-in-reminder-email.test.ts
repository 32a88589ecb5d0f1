import { checkInReminderEmail } from '../../../../functions/domain/mail/check-in-reminder-email';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../../../functions/domain/mail/unsubscribe-token';
import { unsubscribeKindOf } from '#shared/unsubscribe';

/**
 * Words the reminder must not hold (SAFETY.md 15, and no guilt): health detail, scores, goals,
 * streaks and counts, and nudges that scold.
 */
const FORBIDDEN =
  /mood|anxi|stress|distress|suicid|harm|score|topic|quote|emotion|feel|depress|crisis|risk|goal|streak|missed|\bdays?\b|\d+ (?:check-ins|times)|don't forget|again|still|haven't|should|must|need to|chat|session|coach/i;

describe('checkInReminderEmail', () => {
  // Prepare
  const mail = checkInReminderEmail({
    to: 'ada@example.com',
    firstName: 'Ada <b>',
    appOrigin: 'https://app.example.com',
    unsubscribeToken: 'YWxpY2U.sig+/=.check-in-reminder',
  });

  it('says hello by first name, invites kindly to the check-in, and links to it', () => {
    expect(mail.subject).toBe('Your daily check-in');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.text).toMatch(/^Hi Ada <b>,/);
    expect(mail.html).toContain('<p>Hi Ada &#60;b&#62;,</p>');
    expect(mail.text).toContain("A moment for today's check-in? It takes about 15 seconds, and there's no wrong answer.");
    expect(mail.text).toContain('https://app.example.com/dashboard/goals');
    expect(mail.html).toContain('href="https://app.example.com/dashboard/goals"');
  });

  it('carries the one-click headers and an unsubscribe link that needs no login', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://app.example.com/api/email/unsubscribe?token=YWxpY2U.sig%2B%2F%3D.check-in-reminder>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('https://app.example.com/unsubscribe?token=YWxpY2U.sig%2B%2F%3D.check-in-reminder');
  });

  it('holds no mood, goal, score, topic, streak or count, and no guilt (in its words: the links are addresses)', () => {
    const words = (part: string) => part.replace(/href="[^"]*"|https?:\/\/\S+/g, '');
    for (const part of [mail.subject, mail.text, mail.html]) expect(words(part)).not.toMatch(FORBIDDEN);
  });

  it('falls back to "there" without a first name', () => {
    expect(checkInReminderEmail({ to: 'a@b.c', firstName: '', appOrigin: 'https://x', unsubscribeToken: 't' }).text).toMatch(/^Hi there,/);
  });
});

describe('check-in reminder unsubscribe tokens', () => {
  const SECRET = 'test-secret';

  it('name their kind, and verify only for it (the kind is inside the signature)', () => {
    const reminder = signUnsubscribeToken(SECRET, 'alice-uid', 'check-in-reminder');
    expect(unsubscribeKindOf(reminder)).toBe('check-in-reminder');
    expect(verifyUnsubscribeToken(SECRET, reminder, 'check-in-reminder')).toBe('alice-uid');
    expect(verifyUnsubscribeToken(SECRET, reminder, 'check-in')).toBeUndefined();
    // Another mailing's signature with this kind's suffix does not verify either.
    const checkIn = signUnsubscribeToken(SECRET, 'alice-uid', 'check-in');
    expect(verifyUnsubscribeToken(SECRET, checkIn.replace(/\.check-in$/, '.check-in-reminder'), 'check-in-reminder')).toBeUndefined();
  });
});
