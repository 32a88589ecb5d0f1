import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyCheckIn } from '#shared/schemas/check-ins';
import { WHO5_MEANING } from '#shared/who5';
import { violations } from './helpers/axe';
import { adaWith } from './helpers/chat';
import { mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { GOAL_IDS, goal, goalsReply, progressReply, who5Result } from './helpers/goals';
import { insightsReply } from './helpers/insights';
import { renderApp } from './helpers/render-app';

const [WALK, CALL, PAUSED] = GOAL_IDS;

/** A saved check-in on a date, with its mood and the goals ticked. */
const checkIn = (date: string, mood: number, goalIds: string[] = []): DailyCheckIn => ({
  date,
  timeZone: 'Europe/London',
  mood,
  goalIds,
  updatedAt: `${date}T20:00:00.000Z`,
});

const goals = [
  goal({ goalId: WALK, text: 'Walk for ten minutes' }),
  goal({ goalId: CALL, text: 'Call a friend' }),
  goal({ goalId: PAUSED, text: 'Read before bed', status: 'paused' }),
];

// Today is 2026-11-26. The walk is ticked today, 2 and 6 days ago (the last 7 days), 7 and 27
// days ago (only the last 28) and 28 days ago (neither).
const checkIns = [
  checkIn('2026-10-29', 2, [WALK]),
  checkIn('2026-10-30', 3, [WALK]),
  checkIn('2026-11-19', 3, [WALK, PAUSED]),
  checkIn('2026-11-20', 4, [WALK]),
  checkIn('2026-11-24', 1, [WALK]),
  checkIn('2026-11-25', 5, [CALL]),
  checkIn('2026-11-26', 4, [WALK]),
];

const who5 = [
  { ...who5Result(48, false), week: '2026-W46', date: '2026-11-12' },
  { ...who5Result(24, true), week: '2026-W47', date: '2026-11-19' },
  who5Result(64, false),
];

/** Signs Ada in on a plan, opens /dashboard/insights and waits for the progress section. */
async function openProgress(plan: 'Basic' | 'Premium', handlers: Handlers) {
  const mock = mockApi({
    ...signedIn,
    'GET /api/user/': adaWith(plan),
    'GET /api/insights': insightsReply(plan),
    'GET /api/goals': goalsReply(goals),
    ...handlers,
  });
  const app = renderApp('/dashboard/insights');
  const section = await screen.findByRole('region', { name: 'Your progress' });
  return { ...app, mock, section };
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the progress section of the Insights page', { timeout: 20_000 }, () => {
  it('charts mood and WHO-5 with their tables, counts each active goal, says what each rests on, and passes axe on Basic', async () => {
    const { user, section } = await openProgress('Basic', {
      'GET /api/check-ins': progressReply({ checkIns, who5, checkedInToday: true, streak: 3 }),
    });
    const mood = await within(section).findByRole('region', { name: 'Mood from your daily check-ins' });
    expect(mood).toHaveTextContent('the latest, on Nov 26, 2026, was Good.');
    expect(mood).toHaveTextContent('Based on 7 check-ins, the mood you picked each day.');
    await user.click(within(mood).getByText('Show as table'));
    expect(rows(within(mood).getByRole('table'))).toEqual([
      'DateMood',
      'Oct 29, 2026Low',
      'Oct 30, 2026Okay',
      'Nov 19, 2026Okay',
      'Nov 20, 2026Good',
      'Nov 24, 2026Very low',
      'Nov 25, 2026Great',
      'Nov 26, 2026Good',
    ]);

    const weekly = within(section).getByRole('region', { name: 'WHO-5 over weeks' });
    expect(weekly).toHaveTextContent(WHO5_MEANING.scale);
    expect(weekly).toHaveTextContent('Based on your answers to the WHO-5 check in 3 weeks.');
    expect(weekly).not.toHaveTextContent(/depress|diagnos|disorder/i);
    await user.click(within(weekly).getByText('Show as table'));
    expect(rows(within(weekly).getByRole('table'))).toEqual([
      'WeekScore (0 to 100)',
      'Week 46, 202648',
      'Week 47, 202624',
      'Week 48, 202664',
    ]);

    const goalList = within(section).getByRole('region', { name: 'Your goals in your check-ins' });
    expect(
      within(goalList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Walk for ten minutes: 3 of the last 7 days, 5 of the last 28 days',
      'Call a friend: 1 of the last 7 days, 1 of the last 28 days',
    ]);
    expect(goalList).toHaveTextContent('Based on the days your check-ins ticked each goal.');

    expect(await violations(screen.getByRole('main'))).toEqual([]);
  });

  it('says kindly that there are no check-ins yet, with a link to the Goals page', async () => {
    const { section } = await openProgress('Premium', { 'GET /api/check-ins': progressReply() });
    expect(await within(section).findByText(/No check-ins yet, and that is fine\./)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Go to your goals' })).toHaveAttribute('href', '/dashboard/goals');
    expect(within(section).queryByRole('region')).toBeNull();
    expect(await violations(section)).toEqual([]);
  });

  it('shows the loading line, then an error with Try again that loads it again', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    const { user, section } = await openProgress('Basic', {
      'GET /api/check-ins': async () => {
        await held;
        return fail
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'Something went wrong.' } }
          : progressReply({ checkIns });
      },
    });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading your progress…');
    release();
    expect(await within(section).findByRole('alert')).toBeInTheDocument();
    // The session insights above stay in place.
    expect(await screen.findByRole('heading', { name: 'Mood over time' })).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('region', { name: 'Mood from your daily check-ins' })).toBeInTheDocument();
  });
});
