import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endLinkTitle } from '../../web/src/features/guardian/components/end-link-dialog';
import { NO_TEENS, TEENS_HEADING } from '../../web/src/features/guardian/components/guardian-teens';
import { violations } from './helpers/axe';
import { ADA, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

const LINK = '01J0000000000000000000000L';
const TEENS = {
  success: true,
  teens: [{ linkId: LINK, firstName: 'Robin', since: '2026-11-20T10:00:00.000Z' }],
  guardians: [],
  invites: [],
};
const guardian: Handlers = {
  ...signedIn,
  'GET /api/user/': { body: { ...ADA, isGuardian: true } },
  'GET /api/guardian/links': { body: TEENS },
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

  it('shows each teen’s first name and since when, and ends a link after asking', async () => {
    const mock = mockApi({ ...guardian, [`DELETE /api/guardian/links/${LINK}`]: { body: { success: true } } });
    const { user } = renderApp('/guardian');

    const teens = await screen.findByRole('list', { name: TEENS_HEADING });
    expect(within(teens).getByText('Robin')).toBeInTheDocument();
    expect(within(teens).getByText(/Linked since .*2026/)).toBeInTheDocument();
    expect(await violations(screen.getByRole('main'))).toEqual([]);

    await user.click(within(teens).getByRole('button', { name: 'End link with Robin' }));
    const dialog = await screen.findByRole('dialog', { name: endLinkTitle('Robin') });
    await user.click(within(dialog).getByRole('button', { name: 'End link' }));

    expect(await screen.findByText(NO_TEENS)).toBeInTheDocument();
    expect(mock.callsTo(`DELETE /api/guardian/links/${LINK}`)).toHaveLength(1);
  });
});
