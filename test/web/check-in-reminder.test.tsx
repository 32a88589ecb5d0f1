import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_IN_REMINDER_UNSUBSCRIBED_MESSAGE } from '#shared/error-messages';
import {
  CHECK_IN_NUDGE_DISMISS,
  CHECK_IN_NUDGE_LABEL,
  CHECK_IN_NUDGE_LINK,
  CHECK_IN_NUDGE_TEXT,
} from '../../web/src/features/check-in-nudge/components/check-in-nudge';
import {
  CHECK_IN_REMINDER_NOT_SAVED,
  CHECK_IN_REMINDER_TITLE,
  REMINDER_TIME_LABEL,
  timesAreIn,
} from '../../web/src/features/settings/components/check-in-reminder-row';
import {
  CHECK_IN_REMINDER_UNSUBSCRIBE_EXPLAINED,
  CHECK_IN_REMINDER_UNSUBSCRIBE_TITLE,
  UNSUBSCRIBED_TITLE,
} from '../../web/src/features/unsubscribe/components/unsubscribe-panel';
import { browserTimeZone, browserToday } from '../../web/src/lib/time-zone';
import { violations } from './helpers/axe';
import { openDashboard } from './helpers/chat';
import { ADA, errorReply, mockApi } from './helpers/fetch-mock';
import { progressReply } from './helpers/goals';
import { checkInReply } from './helpers/insights';
import { renderApp } from './helpers/render-app';
import { openSettings } from './helpers/settings';

/** The daily check-in reminder: its Settings row, the dashboard's nudge, and its unsubscribe page. */

afterEach(() => localStorage.clear());

const saved = (preferences: Record<string, unknown>) => ({ body: { success: true, message: 'Preferences saved', preferences } });
const profile = (preferences?: Record<string, unknown>) => ({
  'GET /api/user/': { body: { ...ADA, ...(preferences && { preferences }) } },
});

describe('Settings > General > Daily check-in reminder', () => {
  it('is off until chosen; a time is saved with the browser’s time zone, which the hint names', async () => {
    // Prepare
    const { panel, user, mock } = await openSettings({
      ...profile(),
      'PUT /api/user/': saved({ checkInReminder: '08:00', reminderTimeZone: browserTimeZone() }),
    });
    expect(within(panel()).getByRole('heading', { name: CHECK_IN_REMINDER_TITLE })).toBeInTheDocument();
    const select = await within(panel()).findByRole('combobox', { name: REMINDER_TIME_LABEL });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('off');
    expect(select).toHaveAccessibleDescription(timesAreIn(browserTimeZone()));
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Off');
    expect(options.slice(1, 3)).toEqual(['07:00', '08:00']);
    expect(options.at(-1)).toBe('22:00');

    // Act
    await user.selectOptions(select, '08:00');

    // Assess
    expect(select).toHaveValue('08:00');
    expect(mock.callsTo('PUT /api/user/').map((request) => request.body)).toEqual([
      { checkInReminder: '08:00', reminderTimeZone: browserTimeZone() },
    ]);
    expect(await violations(panel())).toEqual([]);
  });

  it('shows a saved quarter hour that is not in the list, and turning it off sends only "off"', async () => {
    const { panel, user, mock } = await openSettings({
      ...profile({ checkInReminder: '18:45', reminderTimeZone: browserTimeZone() }),
      'PUT /api/user/': saved({ checkInReminder: 'off' }),
    });
    const select = await within(panel()).findByRole('combobox', { name: REMINDER_TIME_LABEL });
    await waitFor(() => expect(select).toHaveValue('18:45'));

    await user.selectOptions(select, 'off');

    expect(mock.callsTo('PUT /api/user/').map((request) => request.body)).toEqual([{ checkInReminder: 'off' }]);
  });

  it('puts the choice back and says so when the save fails', async () => {
    const { panel, user } = await openSettings({ ...profile(), 'PUT /api/user/': errorReply(500, 'INTERNAL', 'Something went wrong') });
    const select = await within(panel()).findByRole('combobox', { name: REMINDER_TIME_LABEL });
    await waitFor(() => expect(select).toBeEnabled());

    await user.selectOptions(select, '07:00');

    await waitFor(() => expect(select).toHaveValue('off'));
    expect(within(panel()).getByText(CHECK_IN_REMINDER_NOT_SAVED)).toBeInTheDocument();
  });
});

describe('the check-in nudge on the dashboard', () => {
  const notCheckedIn = { 'GET /api/check-ins': progressReply({ today: browserToday(), checkedInToday: false, checkIns: [] }) };

  it('shows on the home when today has no check-in: a link to Goals, and "Not now" hides it for the day', async () => {
    // Prepare
    const { user } = await openDashboard(notCheckedIn);
    const note = await screen.findByRole('note', { name: CHECK_IN_NUDGE_LABEL });
    expect(note).toHaveTextContent(CHECK_IN_NUDGE_TEXT);
    expect(note).not.toHaveTextContent(/streak|\d/);
    expect(within(note).getByRole('link', { name: CHECK_IN_NUDGE_LINK })).toHaveAttribute('href', '/dashboard/goals');
    expect(await violations(document.body)).toEqual([]);

    // Act
    await user.click(within(note).getByRole('button', { name: CHECK_IN_NUDGE_DISMISS }));

    // Assess: gone, focus kept in the chat's region, and remembered for today.
    expect(screen.queryByRole('note', { name: CHECK_IN_NUDGE_LABEL })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Chat with/ })).toHaveFocus();
    expect(localStorage.getItem('checkInNudgeDismissed')).toBe(browserToday());
  });

  it('stays hidden on a day it was dismissed', async () => {
    localStorage.setItem('checkInNudgeDismissed', browserToday());
    const { mock } = await openDashboard(notCheckedIn);
    await waitFor(() => expect(mock.callsTo('GET /api/user/').length).toBeGreaterThan(0));
    expect(screen.queryByRole('note', { name: CHECK_IN_NUDGE_LABEL })).not.toBeInTheDocument();
  });

  it('does not show once today has a check-in', async () => {
    const { mock } = await openDashboard({
      'GET /api/check-ins': progressReply({
        today: browserToday(),
        checkedInToday: true,
        checkIns: [{ date: browserToday(), timeZone: browserTimeZone(), mood: 4, goalIds: [], updatedAt: new Date().toISOString() }],
      }),
    });
    await waitFor(() => expect(mock.callsTo('GET /api/check-ins').length).toBeGreaterThan(0));
    await screen.findByRole('button', { name: /New Session/ });
    expect(screen.queryByRole('note', { name: CHECK_IN_NUDGE_LABEL })).not.toBeInTheDocument();
  });

  it('waits while the early-detection check-in (with its support lines) is open', async () => {
    await openDashboard({ ...notCheckedIn, 'GET /api/insights/check-in': checkInReply() });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: CHECK_IN_NUDGE_LABEL })).not.toBeInTheDocument();
  });
});

describe('the /unsubscribe page for the reminder', () => {
  it('says it stops the daily check-in reminder, and confirms', async () => {
    mockApi({
      'GET /api/user/loggedIn': { body: { status: false } },
      'POST /api/email/unsubscribe': { body: { success: true, message: CHECK_IN_REMINDER_UNSUBSCRIBED_MESSAGE } },
    });
    const { user } = renderApp('/unsubscribe?token=abc.def.check-in-reminder');
    expect(await screen.findByRole('heading', { level: 1, name: CHECK_IN_REMINDER_UNSUBSCRIBE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(CHECK_IN_REMINDER_UNSUBSCRIBE_EXPLAINED)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { level: 1, name: UNSUBSCRIBED_TITLE })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(CHECK_IN_REMINDER_UNSUBSCRIBED_MESSAGE);
  });
});
