import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endLinkTitle } from '../../web/src/features/guardian/components/end-link-dialog';
import { NO_TEENS, TEENS_HEADING } from '../../web/src/features/guardian/components/guardian-teens';
import { CHECKED_IN, NO_CHECK_IN } from '../../web/src/features/guardian/components/teen-week';
import { violations } from './helpers/axe';
import { ADA, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { linkReplies } from './helpers/guardian';
import { renderApp } from './helpers/render-app';

const LINK = '01J0000000000000000000000L';
const TEENS = {
  success: true,
  teens: [{ linkId: LINK, firstName: 'Robin', since: '2026-11-20T10:00:00.000Z' }],
  guardians: [],
  invites: [],
};
const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const WEEK = {
  success: true,
  week: { week: '2026-W48', sessionsStarted: 3, minutesChatting: 85, days: DAYS.map((date, index) => ({ date, checkedIn: index < 2 })) },
};
const guardian: Handlers = {
  ...signedIn,
  'GET /api/user/': { body: { ...ADA, isGuardian: true } },
  'GET /api/guardian/links': { body: TEENS },
  ...linkReplies(LINK),
  [`GET /api/guardian/teens/${LINK}/week`]: { body: WEEK },
};

describe('the guardian’s page', { timeout: 20_000 }, () => {
  it('is linked from the side menu only for a linked teen’s guardian', async () => {
    mockApi(guardian);
    const { user, location } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Guardian' }));
    await expect.poll(() => location.current?.pathname).toBe('/guardian');
    expect(await screen.findByRole('heading', { level: 1, name: TEENS_HEADING })).toBeInTheDocument();
  });

  it('has no such link for anyone else', async () => {
    mockApi(signedIn);
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Buddies' });
    expect(screen.queryByRole('link', { name: 'Guardian' })).toBeNull();
  });

  it('moves to the previous week on request', async () => {
    const mock = mockApi(guardian);
    const { user } = renderApp('/guardian');
    const week = await screen.findByRole('region', { name: 'Robin’s week' });

    await user.click(await within(week).findByRole('button', { name: 'Previous week' }));

    await expect
      .poll(() => mock.fetch.mock.calls.map(([url]) => String(url)).some((url) => url.endsWith('/week?week=2026-W47')))
      .toBe(true);
  });

  it('shows each teen’s first name and since when, their week as counts, and ends a link after asking', async () => {
    const mock = mockApi({ ...guardian, [`DELETE /api/guardian/links/${LINK}`]: { body: { success: true } } });
    const { user } = renderApp('/guardian');

    const teens = await screen.findByRole('list', { name: TEENS_HEADING });
    expect(within(teens).getByText('Robin')).toBeInTheDocument();
    expect(within(teens).getByText(/Linked since .*2026/)).toBeInTheDocument();
    const week = await within(teens).findByRole('region', { name: 'Robin’s week' });
    expect(week).toHaveTextContent('3 sessions started');
    expect(within(week).getByText('Time chatting: about 1 hour 25 minutes')).toBeInTheDocument();
    expect(within(week).getByText(`Monday: ${CHECKED_IN}`)).toBeInTheDocument();
    expect(within(week).getByText(`Sunday: ${NO_CHECK_IN}`)).toBeInTheDocument();
    expect(await violations(screen.getByRole('main'))).toEqual([]);

    await user.click(within(teens).getByRole('button', { name: 'End link with Robin' }));
    const dialog = await screen.findByRole('dialog', { name: endLinkTitle('Robin') });
    await user.click(within(dialog).getByRole('button', { name: 'End link' }));

    expect(await screen.findByText(NO_TEENS)).toBeInTheDocument();
    expect(mock.callsTo(`DELETE /api/guardian/links/${LINK}`)).toHaveLength(1);
  });
});
