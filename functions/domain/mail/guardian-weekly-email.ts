import { timeChattingText } from '#shared/guardian';
import type { GuardianWeek } from '#shared/schemas/guardian';
import type { MailMessage } from '../../providers/mail/port';
import { escapeHtml } from './escape-html';
import { firstNameOf, guardianPagePath } from './guardian-emails';
import { unsubscribeLinks } from './weekly-summary-email';

/** Our words only: the subject shows before the e-mail is opened, so it holds no name. */
export const GUARDIAN_WEEKLY_SUBJECT = 'Your weekly Blue Guardian counts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The week's Monday as people read it ("23 November 2026"); the counts are in UTC, as on the guardian page. */
const weekStartOf = (week: GuardianWeek): string =>
  new Date(`${week.days[0]?.date ?? ''}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const sessionsLine = (name: string, count: number): string => `Sessions ${name} started this week: ${count}.`;

const checkInsLine = (days: GuardianWeek['days']): string => {
  const done = days.flatMap((day, index) => (day.checkedIn ? [WEEKDAYS[index]!] : []));
  return done.length === 0 ? 'Check-ins done: none this week.' : `Check-ins done: ${done.length} of 7 days (${done.join(', ')}).`;
};

/**
 * The guardian's weekly e-mail (SAFETY.md 15 and 16): the same counts as the week on their
 * /guardian page (sessions started, time chatting, the days a check-in was done) and the teen's first name under
 * the names rule, nothing else: no mood, note, goal, topic or word of the teen's. The teen sees in
 * their Settings that this guardian gets it. The stop link works without signing in, and the
 * RFC 8058 headers give mail clients their one-click button.
 */
export function guardianWeeklyEmail(input: {
  to: string;
  teenFirstName: string;
  week: GuardianWeek;
  appOrigin: string;
  unsubscribeToken: string;
}): MailMessage {
  const name = firstNameOf(input.teenFirstName, 'Your teen');
  const { page: stop, headers } = unsubscribeLinks(input.appOrigin, input.unsubscribeToken);
  const page = `${input.appOrigin}${guardianPagePath}`;
  const intro = `Here is ${name}'s week on Blue Guardian, starting ${weekStartOf(input.week)}: counts only. You never see what they write, and they can see what you see.`;
  const lines = [
    sessionsLine(name, input.week.sessionsStarted),
    `${timeChattingText(input.week.minutesChatting)}.`,
    checkInsLine(input.week.days),
  ];
  const why = `You get this e-mail because you turned on the weekly e-mail for ${name} on your guardian page. To stop it, open this link (no login needed):`;
  return {
    to: input.to,
    subject: GUARDIAN_WEEKLY_SUBJECT,
    text: ['Hi,', '', intro, '', ...lines, '', 'Your guardian page, after you log in:', page, '', why, stop].join('\n'),
    html: [
      '<p>Hi,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>Your guardian page, after you log in: <a href="${escapeHtml(page)}">Open your guardian page</a></p>`,
      `<p style="font-size:small">${escapeHtml(why)} <a href="${escapeHtml(stop)}">Stop this e-mail</a></p>`,
    ].join('\n'),
    headers,
  };
}
