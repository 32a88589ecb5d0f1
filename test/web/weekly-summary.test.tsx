import { BAD_UNSUBSCRIBE_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE } from '#shared/error-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  WEEKLY_SUMMARY_DESCRIPTION,
  WEEKLY_SUMMARY_NOT_SAVED,
  WEEKLY_SUMMARY_PREMIUM,
  WEEKLY_SUMMARY_TITLE,
} from '../../web/src/features/settings/components/weekly-summary-row';
import {
  MISSING_TOKEN,
  UNSUBSCRIBE_EXPLAINED,
  UNSUBSCRIBED_TITLE,
  UNSUBSCRIBE_TITLE,
} from '../../web/src/features/unsubscribe/components/unsubscribe-panel';
import { violations } from './helpers/axe';
import { ADA, errorReply, mockApi, statusReply, type Handlers } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';
import { openSettings } from './helpers/settings';

const saved = (weeklySummary: boolean) => ({
  body: { success: true, message: 'Preferences updated', preferences: { weeklySummary } },
});

/** Settings > General for Ada on `plan`, with the weekly e-mail stored as `on`. */
async function openGeneral(plan: 'Basic' | 'Premium', on: boolean | undefined, handlers: Handlers = {}) {
  const profile = { ...ADA, plan, ...(on !== undefined && { preferences: { weeklySummary: on } }) };
  const settings = await openSettings(
    { 'GET /api/user/': { body: profile }, 'GET /api/user/stripe-status': statusReply(plan), ...handlers },
    'General',
  );
  const toggle = await within(settings.panel()).findByRole('switch', { name: WEEKLY_SUMMARY_TITLE });
  return { ...settings, toggle };
}

describe('Settings > General > Weekly summary e-mail', () => {
  it('is off until turned on, and says what the e-mail holds and never holds', async () => {
    const { toggle, panel } = await openGeneral('Premium', undefined);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(WEEKLY_SUMMARY_DESCRIPTION);
    expect(WEEKLY_SUMMARY_DESCRIPTION).toMatch(/how many sessions/);
    expect(WEEKLY_SUMMARY_DESCRIPTION).toMatch(/never includes what you talked about, your moods, topics or scores/);
    expect(await violations(panel())).toEqual([]);
  });

  it('turns on from the keyboard and saves through the preferences route', async () => {
    // Prepare
    const { toggle, user, mock } = await openGeneral('Premium', false, { 'PUT /api/user/': saved(true) });
    await waitFor(() => expect(toggle).toBeEnabled());
    // Act
    toggle.focus();
    await user.keyboard(' ');
    // Assess
    await waitFor(() => expect(mock.callsTo('PUT /api/user/')).toHaveLength(1));
    expect(mock.callsTo('PUT /api/user/')[0]!.body).toEqual({ weeklySummary: true });
    expect(toggle).toBeChecked();
  });

  it('shows the stored choice, and a failed save puts the switch back with a message', async () => {
    const { toggle, user, panel } = await openGeneral('Premium', true, {
      'PUT /api/user/': errorReply(503, 'UNAVAILABLE', 'Busy'),
    });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(WEEKLY_SUMMARY_NOT_SAVED);
    expect(toggle).toBeChecked();
  });

  it('without Premium it cannot be turned on, and says why; one already on can still be turned off', async () => {
    const off = await openGeneral('Basic', false);
    await waitFor(() => expect(off.toggle).toHaveAccessibleDescription(`${WEEKLY_SUMMARY_DESCRIPTION} ${WEEKLY_SUMMARY_PREMIUM}`));
    expect(off.toggle).toBeDisabled();
    off.unmount();
    const on = await openGeneral('Basic', true);
    await waitFor(() => expect(on.toggle).toBeChecked());
    expect(on.toggle).toBeEnabled();
  });
});

describe('the /unsubscribe page', () => {
  it('says what will happen, unsubscribes only on the button, without a session, then confirms', async () => {
    // Prepare
    const mock = mockApi({
      'GET /api/user/loggedIn': { body: { status: false } },
      'POST /api/email/unsubscribe': { body: { success: true, message: UNSUBSCRIBED_MESSAGE } },
    });
    const { user } = renderApp('/unsubscribe?token=abc.def');
    expect(await screen.findByRole('heading', { level: 1, name: UNSUBSCRIBE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(UNSUBSCRIBE_EXPLAINED)).toBeInTheDocument();
    expect(mock.callsTo('POST /api/email/unsubscribe')).toHaveLength(0);
    expect(await violations(document.body)).toEqual([]);

    // Act
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    // Assess
    const heading = await screen.findByRole('heading', { level: 1, name: UNSUBSCRIBED_TITLE });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(UNSUBSCRIBED_MESSAGE);
    const [call] = mock.callsTo('POST /api/email/unsubscribe');
    // The very request a mail client's one-click button sends (RFC 8058).
    expect(call!.body).toBe('List-Unsubscribe=One-Click');
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(String(mock.fetch.mock.calls.find(([url]) => String(url).includes('/api/email/unsubscribe'))![0])).toBe(
      '/api/email/unsubscribe?token=abc.def',
    );
    expect(await violations(document.body)).toEqual([]);
  });

  it('shows the server message for a bad link, and the button stays to try again', async () => {
    mockApi({
      'GET /api/user/loggedIn': { body: { status: false } },
      'POST /api/email/unsubscribe': errorReply(400, 'BAD_REQUEST', BAD_UNSUBSCRIBE_LINK_MESSAGE),
    });
    const { user } = renderApp('/unsubscribe?token=tampered');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_UNSUBSCRIBE_LINK_MESSAGE);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('explains a link without a token and offers nothing to press', async () => {
    const mock = mockApi({ 'GET /api/user/loggedIn': { body: { status: false } } });
    renderApp('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_TOKEN);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(mock.callsTo('POST /api/email/unsubscribe')).toHaveLength(0);
  });
});
