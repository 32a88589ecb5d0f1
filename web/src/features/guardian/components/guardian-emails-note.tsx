import type { GuardianLinkView } from '#shared/schemas/guardian';

export const WEEKLY_EMAILS_LABEL = 'Weekly e-mails';
export const getsWeeklyEmail = (name: string) => `${name} gets an e-mail with these numbers each week.`;
export const noWeeklyEmail = (name: string) => `${name} does not get a weekly e-mail.`;

/** For the teen: whether each guardian gets the weekly e-mail of the numbers shown (their choice, shown here as it stands). */
export function GuardianEmailsNote({ guardians }: { guardians: GuardianLinkView[] }) {
  return (
    <ul className="guardian-list" aria-label={WEEKLY_EMAILS_LABEL}>
      {guardians.map((guardian) => (
        <li key={guardian.linkId}>{guardian.weeklyEmail ? getsWeeklyEmail(guardian.firstName) : noWeeklyEmail(guardian.firstName)}</li>
      ))}
    </ul>
  );
}
