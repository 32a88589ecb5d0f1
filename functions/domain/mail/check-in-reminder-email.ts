import type { MailMessage } from '../../providers/mail/port';
import { unsubscribeApiPath, unsubscribePagePath } from './weekly-summary-email';
import { escapeHtml } from './escape-html';

export const CHECK_IN_REMINDER_SUBJECT = 'Your daily check-in';
export const CHECK_IN_REMINDER_LINE = "A moment for today's check-in? It takes about 15 seconds, and there's no wrong answer.";
/** Where the link goes: the Goals page, which holds the day's check-in (behind login). */
export const checkInPath = '/dashboard/goals';

/**
 * The daily check-in reminder (SAFETY.md 15): sent at the local time the user chose,
 * on a day they have not checked in yet. A hello, one kind sentence with no guilt and no streak or
 * count, a link to the check-in, and the one-click unsubscribe (RFC 8058 headers, and a link that
 * works without logging in). No mood, goal, score or topic: inboxes are shared.
 */
export function checkInReminderEmail(input: { to: string; firstName: string; appOrigin: string; unsubscribeToken: string }): MailMessage {
  const name = input.firstName || 'there';
  const token = encodeURIComponent(input.unsubscribeToken);
  const checkIn = `${input.appOrigin}${checkInPath}`;
  const unsubscribePage = `${input.appOrigin}${unsubscribePagePath}?token=${token}`;
  const oneClick = `${input.appOrigin}${unsubscribeApiPath}?token=${token}`;
  const why = 'You get this e-mail because you turned on the daily check-in reminder in Blue Guardian.';
  return {
    to: input.to,
    subject: CHECK_IN_REMINDER_SUBJECT,
    text: [
      `Hi ${name},`,
      '',
      CHECK_IN_REMINDER_LINE,
      checkIn,
      '',
      `${why} To stop it, open this link (no login needed):`,
      unsubscribePage,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(CHECK_IN_REMINDER_LINE)} <a href="${escapeHtml(checkIn)}">Check in</a></p>`,
      `<p style="font-size:small">${escapeHtml(why)} <a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a> (no login needed).</p>`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
