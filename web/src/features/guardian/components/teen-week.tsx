import { useEffect, useState } from 'react';
import { addDays, isoWeekOf, utcDateOf } from '#shared/calendar';
import { timeChattingText } from '#shared/guardian';
import type { GuardianWeek } from '#shared/schemas/guardian';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { getTeenWeek } from '../api/links';

export const sessionsText = (count: number) => (count === 1 ? '1 session started' : `${count} sessions started`);
export const CHECKED_IN = 'Check-in done';
export const NO_CHECK_IN = 'No check-in';
export const COUNTS_ONLY = 'Counts only: never what was written, felt or said.';

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { weekday: 'long', timeZone: 'UTC' });
const dayMonthOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'long', timeZone: 'UTC' });

type WeekState = { status: 'pending' } | { status: 'success'; data: GuardianWeek } | { status: 'error'; error: unknown };

/**
 * One linked teen's week as counts (the sessions started, the time chatting and whether each
 * day's check-in was done), the same component for the guardian and the teen so both read the same numbers. Previous
 * and Next move a week at a time, never past this week.
 */
export function TeenWeek({ linkId, label }: { linkId: string; label: string }) {
  const [week, setWeek] = useState<string | undefined>(undefined);
  const [state, setState] = useState<WeekState>({ status: 'pending' });

  useEffect(() => {
    const controller = new AbortController();
    getTeenWeek(linkId, week, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [linkId, week]);

  // Pending from the click on, so the old week's numbers never stand beside the new week's label.
  const go = (next: string) => {
    setState({ status: 'pending' });
    setWeek(next);
  };

  if (state.status === 'pending') return <p role="status">Loading the week…</p>;
  if (state.status === 'error') return <Alert>{errorMessage(state.error, 'We couldn’t load this week. Please try again.')}</Alert>;

  const { data } = state;
  const monday = data.days[0]?.date ?? utcDateOf(new Date());
  const thisWeek = isoWeekOf(utcDateOf(new Date()));
  return (
    <section className="guardian-week" aria-label={label}>
      <p className="guardian-week__title">
        Week of {dayMonthOf(monday)}: <strong>{sessionsText(data.sessionsStarted)}</strong>
      </p>
      <p>{timeChattingText(data.minutesChatting)}</p>
      <ul className="guardian-week__days" aria-label={`Check-ins, week of ${dayMonthOf(monday)}`}>
        {data.days.map((day) => (
          <li key={day.date}>
            {weekdayOf(day.date)}: {day.checkedIn ? CHECKED_IN : NO_CHECK_IN}
          </li>
        ))}
      </ul>
      <p className="guardian-list__since">{COUNTS_ONLY}</p>
      <div className="guardian-actions">
        <Button variant="ghost" onClick={() => go(isoWeekOf(addDays(monday, -7)))}>
          Previous week
        </Button>
        {data.week !== thisWeek ? (
          <Button variant="ghost" onClick={() => go(isoWeekOf(addDays(monday, 7)))}>
            Next week
          </Button>
        ) : null}
      </div>
    </section>
  );
}
