import { CRISIS_RESOURCES, INTERNATIONAL_RESOURCES } from '#shared/safety';
import type { MailMessage } from '../../providers/mail/port';
import { unsubscribeApiPath, unsubscribePagePath } from './weekly-summary-email';
import { escapeHtml } from './escape-html';

export const CHECK_IN_SUBJECT = 'Checking in';
export const CHECK_IN_LINE = "We haven't seen you for a day and wanted to check in. If you'd like to talk, Blue Guardian is here.";
const HELP_LINE = 'If you would like to talk to someone right now:';

/**
 * The lines to call or text, in words that hold no names: the US lines' own instructions
 * ("Call or text 988…", "Text HOME to 741741…", "…call 911") and the international list's link.
 * The services' names are left out on purpose: a name such as a crisis line's, read in a shared
 * inbox, would say why the e-mail came.
 */
const helpLines = (): string[] => CRISIS_RESOURCES.map((resource) => resource.detail);
const international = (): string => INTERNATIONAL_RESOURCES.find((resource) => resource.id === 'findahelpline')!.actions[0]!.href;

/**
 * The check-in e-mail (SAFETY.md 15): sent a day after a very hard moment to a user
 * who opted in and has not come back. It must not say why it came, since inboxes are shared: a
 * hello, an invitation back, where to find someone to talk to, and the one-click unsubscribe
 * (RFC 8058 headers, and a link that works without logging in). No mood, topic, quote or word
 * about what happened.
 */
export function checkInEmail(input: { to: string; firstName: string; appOrigin: string; unsubscribeToken: string }): MailMessage {
  const name = input.firstName || 'there';
  const token = encodeURIComponent(input.unsubscribeToken);
  const app = `${input.appOrigin}/dashboard`;
  const unsubscribePage = `${input.appOrigin}${unsubscribePagePath}?token=${token}`;
  const oneClick = `${input.appOrigin}${unsubscribeApiPath}?token=${token}`;
  const lines = helpLines();
  const elsewhere = international();
  const why =
    'You get this e-mail because you asked for check-in e-mails in Blue Guardian. To stop them, open this link (no login needed):';
  return {
    to: input.to,
    subject: CHECK_IN_SUBJECT,
    text: [
      `Hi ${name},`,
      '',
      CHECK_IN_LINE,
      app,
      '',
      HELP_LINE,
      ...lines.map((line) => `- ${line}`),
      `- Outside the US: ${elsewhere}`,
      '',
      why,
      unsubscribePage,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(CHECK_IN_LINE)} <a href="${escapeHtml(app)}">Open Blue Guardian</a></p>`,
      `<p>${escapeHtml(HELP_LINE)}</p>`,
      '<ul>',
      ...lines.map((line) => `<li>${escapeHtml(line)}</li>`),
      `<li>Outside the US: <a href="${escapeHtml(elsewhere)}">${escapeHtml(elsewhere.replace(/^https:\/\//, ''))}</a></li>`,
      '</ul>',
      `<p style="font-size:small">You get this e-mail because you asked for check-in e-mails in Blue Guardian. <a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a> (no login needed).</p>`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
