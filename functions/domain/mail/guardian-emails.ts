import { GUARDIAN_RULES } from '#shared/guardian';
import { cleanName } from '#shared/person-names';
import { withoutHiddenCharacters } from '#shared/text';
import type { MailMessage } from '../../providers/mail/port';
import { escapeHtml } from './escape-html';

/** The app's page for a guardian's link (the web's route; the token is the secret). */
export const guardianLinkPath = (token: string): string => `/guardian/confirm/${token}`;

/** The guardian's page in the app, where the guardian's e-mails are turned on and stopped. */
export const guardianPagePath = '/guardian';

/** Our words only: a subject shows in the mailbox before anyone opens it, so it holds no user's text. */
export const GUARDIAN_INVITE_SUBJECT = 'Please confirm a Blue Guardian account';
export const GUARDIAN_LINK_ENDED_SUBJECT = 'A guardian link on Blue Guardian has ended';

/**
 * The one user-written word these e-mails carry: a first name, cleaned to the names rule
 * (shared/person-names.ts) whatever was stored, so it can hold no link, digit or message.
 */
export const firstNameOf = (stored: string, fallback: string): string => cleanName(withoutHiddenCharacters(stored)) || fallback;

const WHAT_IT_IS =
  'Blue Guardian is a self-help app with an AI coach. The coach is an AI, not a person and not a therapist. Users under 18 need a parent or guardian to confirm.';
const WHAT_YOU_SEE =
  'As their guardian you never see what they write. They can always see what you see, and either of you can end the link at any time.';
const HOW = `To confirm, open this link and sign in, or create an account with this e-mail address. The link works for ${GUARDIAN_RULES.unconfirmedDays} days:`;
const NOT_EXPECTED = 'If you did not expect this e-mail, you can ignore it. Nothing is linked unless you confirm.';

/**
 * The request to a guardian: fixed text, and of the teen only their first name. It says what the
 * product is, what a guardian sees (never words), and the link; nothing about the teen's chats,
 * mood or anything they wrote, and nothing of their address or age.
 */
export function guardianInviteEmail(input: { to: string; teenFirstName: string; link: string }): MailMessage {
  const name = firstNameOf(input.teenFirstName, 'Your teen');
  const asks = `${name} has signed up for Blue Guardian and asked you to confirm as their parent or guardian.`;
  return {
    to: input.to,
    subject: GUARDIAN_INVITE_SUBJECT,
    text: ['Hi,', '', asks, '', WHAT_IT_IS, '', WHAT_YOU_SEE, '', HOW, input.link, '', NOT_EXPECTED].join('\n'),
    html: [
      '<p>Hi,</p>',
      `<p>${escapeHtml(asks)}</p>`,
      `<p>${escapeHtml(WHAT_IT_IS)}</p>`,
      `<p>${escapeHtml(WHAT_YOU_SEE)}</p>`,
      `<p>${escapeHtml(HOW)} <a href="${escapeHtml(input.link)}">Confirm as guardian</a></p>`,
      `<p style="font-size:small">${escapeHtml(NOT_EXPECTED)}</p>`,
    ].join('\n'),
  };
}

/**
 * Telling one side that the link has ended (the other side ended it, deleted their account, or
 * the teen turned 18): fixed text and the other's first name only.
 */
export function guardianLinkEndedEmail(input: {
  to: string;
  otherFirstName: string;
  otherIs: 'guardian' | 'teen';
  /** The link ended because the teen turned 18 (said to the guardian only; no age or date). */
  because?: 'adult';
}): MailMessage {
  const name = firstNameOf(input.otherFirstName, input.otherIs === 'guardian' ? 'Your guardian' : 'Your teen');
  const ended =
    input.because === 'adult' && input.otherIs === 'teen'
      ? `${name} is now 18, so the guardian link between you and ${name} on Blue Guardian has ended. You no longer see anything of their account.`
      : input.otherIs === 'guardian'
        ? `The guardian link between you and ${name} on Blue Guardian has ended. ${name} no longer sees anything of your account.`
        : `The guardian link between you and ${name} on Blue Guardian has ended. You no longer see anything of their account.`;
  const next =
    input.otherIs === 'guardian'
      ? 'If you are under 18, you can ask a parent or guardian to confirm again from your settings.'
      : 'Nothing else is needed from you.';
  return {
    to: input.to,
    subject: GUARDIAN_LINK_ENDED_SUBJECT,
    text: ['Hi,', '', ended, '', next].join('\n'),
    html: ['<p>Hi,</p>', `<p>${escapeHtml(ended)}</p>`, `<p>${escapeHtml(next)}</p>`].join('\n'),
  };
}
