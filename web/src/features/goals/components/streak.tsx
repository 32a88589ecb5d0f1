import { useId } from 'react';
import { GRACE_DAYS_PER_WEEK } from '#shared/streak';

export interface StreakProps {
  streak: number;
  graceDaysUsedThisWeek: number;
  checkedInToday: boolean;
}

/** The grace rule in plain words (shared/streak.ts): a missed day is forgiven, not counted against anyone. */
export const GRACE_RULE =
  GRACE_DAYS_PER_WEEK === 1 ? "One missed day a week won't break it." : `Up to ${GRACE_DAYS_PER_WEEK} missed days a week won't break it.`;

/**
 * What the streak card says. Never shaming: a streak at 0 is a fresh start, never something lost
 * or broken, and a day without a check-in yet is an invitation, not a warning.
 */
export function streakCopy({ streak, graceDaysUsedThisWeek, checkedInToday }: StreakProps): { headline: string; lines: string[] } {
  if (streak === 0) {
    return {
      headline: 'Every day is a fresh start',
      lines: [
        checkedInToday ? 'Thank you for checking in.' : 'A quick check-in today starts a streak.',
        `Small steps count. ${GRACE_RULE}`,
      ],
    };
  }
  const lines = [GRACE_RULE];
  if (graceDaysUsedThisWeek > 0) lines.push("You took a day off this week, and your streak is still here. That's okay.");
  if (!checkedInToday) lines.push('Check in today whenever you are ready.');
  return { headline: `${streak}-day streak`, lines };
}

/** The streak card: the count and the grace rule, said kindly, in the page's neutral colours. */
export function Streak(props: StreakProps) {
  const id = useId();
  const { headline, lines } = streakCopy(props);
  return (
    <section className="side-card goals-streak" aria-labelledby={id}>
      <h2 id={id} className="side-card__title">
        {headline}
      </h2>
      {lines.map((line) => (
        <p key={line} className="side-card__muted">
          {line}
        </p>
      ))}
    </section>
  );
}
