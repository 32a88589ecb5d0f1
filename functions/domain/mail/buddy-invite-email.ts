import { BUDDY_LIMITS, SHARE_ITEMS, SHARE_LABELS } from '#shared/buddies';
import { withoutHiddenCharacters } from '#shared/text';
import type { MailMessage } from '../../providers/mail/port';
import { unsubscribeApiPath, unsubscribePagePath } from './weekly-summary-email';
import { escapeHtml } from './escape-html';

/** The app's page for an invitation link (the web's route; the token is the secret). */
export const inviteLinkPath = (token: string): string => `/buddies/invite/${token}`;

/** Our words only: a subject shows in the mailbox before anyone opens it, so it holds no user's text. */
export const BUDDY_INVITE_SUBJECT = 'You have an invitation on Blue Guardian';

const WHAT_BUDDIES_DO = 'Buddies are friends who cheer each other on. A buddy sees only what each of you chooses to share, such as:';
const WHAT_NEVER =
  'Nothing is shared before you accept, everything is off until you turn it on, and you can stop being buddies at any time.';
const EXPIRY = `This invitation expires in ${BUDDY_LIMITS.inviteDays} days. To accept or decline, open this link (you can sign up or log in first):`;
const NOT_EXPECTED = 'If you did not expect this e-mail, you can ignore it, or open the link to decline and block further invitations.';
const STOP_ALL = 'To stop all buddy invitation e-mails to this address, from anyone, open this link (no account needed):';

/**
 * The invitation e-mail: fixed text, and of the inviter only their first name, in the body
 * (without hidden characters, whatever was stored). It says who invites, what a buddy can see (the
 * share items' own labels), that the link expires, and the link. Nothing else about the inviter
 * (no address, no plan, nothing from their chats or check-ins) and nothing about the crisis screen:
 * the e-mail goes to someone who has not agreed to anything yet. It ends with a link that stops
 * every buddy e-mail to the address, without an account, and the same as RFC 8058 headers:
 * `unsubscribeToken` is signed for the address (kind `buddy-invite`).
 */
export function buddyInviteEmail(input: {
  to: string;
  inviterFirstName: string;
  link: string;
  appOrigin: string;
  unsubscribeToken: string;
}): MailMessage {
  const name = withoutHiddenCharacters(input.inviterFirstName).trim() || 'A friend';
  const invites = `${name} invited you to be accountability buddies on Blue Guardian.`;
  const items = SHARE_ITEMS.map((item) => SHARE_LABELS[item]);
  const token = encodeURIComponent(input.unsubscribeToken);
  const stopPage = `${input.appOrigin}${unsubscribePagePath}?token=${token}`;
  return {
    to: input.to,
    subject: BUDDY_INVITE_SUBJECT,
    text: [
      'Hi,',
      '',
      invites,
      '',
      WHAT_BUDDIES_DO,
      ...items.map((label) => `- ${label}`),
      WHAT_NEVER,
      '',
      EXPIRY,
      input.link,
      '',
      NOT_EXPECTED,
      STOP_ALL,
      stopPage,
    ].join('\n'),
    html: [
      '<p>Hi,</p>',
      `<p>${escapeHtml(invites)}</p>`,
      `<p>${escapeHtml(WHAT_BUDDIES_DO)}</p>`,
      '<ul>',
      ...items.map((label) => `<li>${escapeHtml(label)}</li>`),
      '</ul>',
      `<p>${escapeHtml(WHAT_NEVER)}</p>`,
      `<p>${escapeHtml(EXPIRY)} <a href="${escapeHtml(input.link)}">Open the invitation</a></p>`,
      `<p style="font-size:small">${escapeHtml(NOT_EXPECTED)}</p>`,
      `<p style="font-size:small">${escapeHtml(STOP_ALL)} <a href="${escapeHtml(stopPage)}">Stop buddy e-mails</a></p>`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${input.appOrigin}${unsubscribeApiPath}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
