import type { MailMessage } from '../../providers/mail/port';
import { escapeHtml } from './escape-html';

/** Where the e-mail's links go: the Insights page (behind login) and the unsubscribe page and endpoint. */
export const insightsPath = '/dashboard/insights';
export const unsubscribePagePath = '/unsubscribe';
export const unsubscribeApiPath = '/api/email/unsubscribe';

/**
 * The two ways out of an opt-in e-mail for a signed token: the /unsubscribe page (a button, no
 * login) for the body, and the RFC 8058 headers whose one-click POST goes to the API itself.
 */
export function unsubscribeLinks(appOrigin: string, unsubscribeToken: string): { page: string; headers: Record<string, string> } {
  const token = encodeURIComponent(unsubscribeToken);
  return {
    page: `${appOrigin}${unsubscribePagePath}?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${appOrigin}${unsubscribeApiPath}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const sessionsLine = (count: number): string =>
  count === 0
    ? 'You had no sessions with Blue Guardian this week. Whenever you want to talk, your coach is there.'
    : `You had ${count} ${count === 1 ? 'session' : 'sessions'} with Blue Guardian this week.`;

/**
 * The weekly summary (SAFETY.md 15). It holds only the number of sessions, one
 * general suggestion, for a user with buddies the kind word of their own board entry,
 * and links: no quote, score, mood or topic, since inboxes are shared. The
 * unsubscribe link works without logging in, and the RFC 8058 headers give mail clients their
 * one-click button, which POSTs `List-Unsubscribe=One-Click` to the API URL.
 */
export function weeklySummaryEmail(input: {
  to: string;
  firstName: string;
  appOrigin: string;
  sessions: number;
  suggestion: string;
  /** For a user with buddies: the kind word of their own entry on the board. */
  encouragement?: string;
  unsubscribeToken: string;
}): MailMessage {
  const name = input.firstName || 'there';
  const insights = `${input.appOrigin}${insightsPath}`;
  const { page: unsubscribePage, headers } = unsubscribeLinks(input.appOrigin, input.unsubscribeToken);
  const sessions = sessionsLine(input.sessions);
  const buddies = input.encouragement && `From your Buddies page: ${input.encouragement}`;
  return {
    to: input.to,
    subject: 'Your week with Blue Guardian',
    text: [
      `Hi ${name},`,
      '',
      sessions,
      '',
      `A small idea for the week ahead: ${input.suggestion}`,
      '',
      ...(buddies ? [buddies, ''] : []),
      'Your insights are in Blue Guardian, after you log in:',
      insights,
      '',
      'You get this e-mail because you turned on the weekly summary in Settings. To stop it, open this link (no login needed):',
      unsubscribePage,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(sessions)}</p>`,
      `<p>A small idea for the week ahead: ${escapeHtml(input.suggestion)}</p>`,
      ...(buddies ? [`<p>${escapeHtml(buddies)}</p>`] : []),
      `<p>Your insights are in Blue Guardian, after you log in: <a href="${escapeHtml(insights)}">See your insights</a></p>`,
      `<p style="font-size:small">You get this e-mail because you turned on the weekly summary in Settings. <a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a> (no login needed).</p>`,
    ].join('\n'),
    headers,
  };
}
