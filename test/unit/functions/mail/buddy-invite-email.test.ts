import { buddyInviteEmail } from '../../../../functions/domain/mail/buddy-invite-email';
import { SHARE_LABELS } from '#shared/buddies';

/** Words that would carry more than an invitation: health, the crisis screen, chats, or the inviter's other details. */
const REVEALING =
  /mood|anxi|stress|distress|suicid|self-harm|harm|crisis|risk|safety|screen|chat|message|note|insight|\bcoach\b|therap|plan|premium|lovelace|@/i;

describe('buddyInviteEmail', () => {
  // Prepare
  const link = 'https://app.example.com/buddies/invite/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
  const stop = { appOrigin: 'https://app.example.com', unsubscribeToken: 'YWJj.MDEy.buddy-invite' };
  const mail = buddyInviteEmail({ to: 'friend@example.com', inviterFirstName: 'Ada <b>', link, ...stop });

  it('says who invites, by first name only, in the body; the subject is fixed text', () => {
    expect(mail.to).toBe('friend@example.com');
    expect(mail.subject).toBe('You have an invitation on Blue Guardian');
    expect(mail.text).toContain('Ada <b> invited you to be accountability buddies on Blue Guardian.');
    expect(mail.html).toContain('<p>Ada &#60;b&#62; invited you to be accountability buddies on Blue Guardian.</p>');
  });

  it('says what a buddy can see: only what each chooses to share, in the share items’ own words', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('only what each of you chooses to share');
      for (const label of Object.values(SHARE_LABELS)) expect(part).toContain(label.replace(/'/g, '&#39;'));
    }
    expect(mail.text).toContain('Nothing is shared before you accept');
  });

  it('says it expires in 7 days and carries the link', () => {
    expect(mail.text).toContain('This invitation expires in 7 days.');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('ends with a link that stops every buddy e-mail to the address, and the one-click headers (RFC 8058)', () => {
    const page = 'https://app.example.com/unsubscribe?token=YWJj.MDEy.buddy-invite';
    expect(mail.text).toContain(
      `To stop all buddy invitation e-mails to this address, from anyone, open this link (no account needed):\n${page}`,
    );
    expect(mail.html).toContain(`href="${page}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://app.example.com/api/email/unsubscribe?token=YWJj.MDEy.buddy-invite>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('is the same fixed text for every inviter: only the first name changes', () => {
    const other = buddyInviteEmail({ to: 'friend@example.com', inviterFirstName: 'Sam', link, ...stop });
    expect(other.text.replaceAll('Sam', 'Ada <b>')).toBe(mail.text);
  });

  it('says nothing about moods, chats, the crisis screen or the inviter’s other details', () => {
    const withoutLink = (text: string) => text.replaceAll(link, '');
    for (const part of [mail.subject, withoutLink(mail.text), withoutLink(mail.html)]) expect(part).not.toMatch(REVEALING);
  });

  it('falls back to "A friend" for an empty first name', () => {
    expect(buddyInviteEmail({ to: 'x@example.com', inviterFirstName: '  ', link, ...stop }).text).toContain(
      'A friend invited you to be accountability buddies on Blue Guardian.',
    );
  });
});
