import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BREAK_REMINDERS_NOT_SAVED,
  BREAK_REMINDERS_TITLE,
  LATE_NIGHT_LABEL,
} from '../../web/src/features/settings/components/break-reminders-row';
import { violations } from './helpers/axe';
import { ADA, errorReply } from './helpers/fetch-mock';
import { openSettings } from './helpers/settings';

/** Settings > General > Break reminders (healthy use). */

const saved = (preferences: Record<string, unknown>) => ({ body: { success: true, message: 'Preferences saved', preferences } });
const profile = (extra: Record<string, unknown>) => ({ 'GET /api/user/': { body: { ...ADA, ...extra } } });

describe('Settings > General > Break reminders', () => {
  it('is off for an adult who never chose, and turning it on saves "on" and offers the late-night time', async () => {
    const { panel, user, mock } = await openSettings({ ...profile({}), 'PUT /api/user/': saved({ breakReminders: 'on' }) });
    const toggle = await within(panel()).findByRole('switch', { name: BREAK_REMINDERS_TITLE });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(within(panel()).queryByRole('combobox', { name: LATE_NIGHT_LABEL })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toBeChecked();
    expect(mock.callsTo('PUT /api/user/').map((request) => request.body)).toEqual([{ breakReminders: 'on' }]);
    const time = within(panel()).getByRole('combobox', { name: LATE_NIGHT_LABEL });
    expect(time).toHaveValue('off');
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', '21:00', '22:00', '23:00', '00:00']);
    expect(await violations(panel())).toEqual([]);
  });

  it('is on with a 22:00 late-night time by default with guardian consent, and saves a new time', async () => {
    const { panel, user, mock } = await openSettings({
      ...profile({ ageConfirmation: 'guardian' }),
      'PUT /api/user/': saved({ quietHoursFrom: '23:00' }),
    });
    const toggle = await within(panel()).findByRole('switch', { name: BREAK_REMINDERS_TITLE });
    await waitFor(() => expect(toggle).toBeChecked());
    const time = within(panel()).getByRole('combobox', { name: LATE_NIGHT_LABEL });
    expect(time).toHaveValue('22:00');

    await user.selectOptions(time, '23:00');

    expect(time).toHaveValue('23:00');
    expect(mock.callsTo('PUT /api/user/').map((request) => request.body)).toEqual([{ quietHoursFrom: '23:00' }]);
  });

  it('puts the switch back and says so when the save fails', async () => {
    const { panel, user } = await openSettings({
      ...profile({ preferences: { breakReminders: 'on' } }),
      'PUT /api/user/': errorReply(500, 'INTERNAL', 'Something went wrong'),
    });
    const toggle = await within(panel()).findByRole('switch', { name: BREAK_REMINDERS_TITLE });
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(within(panel()).getByText(BREAK_REMINDERS_NOT_SAVED)).toBeInTheDocument();
  });
});
