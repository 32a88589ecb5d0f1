import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANCELLED, RESENT, WHAT_YOUR_GUARDIAN_SEES } from '../../web/src/features/guardian/components/guardians-settings';
import { CHECKED_IN } from '../../web/src/features/guardian/components/teen-week';
import { END_LINK_NOTE, endLinkTitle, KEEP_LINK } from '../../web/src/features/guardian/components/end-link-dialog';
import { ADA, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { linkReplies, openSettingsGuardians } from './helpers/guardian';
import { renderApp } from './helpers/render-app';

const LINK = '01J0000000000000000000000L';
const INVITE = '01J0000000000000000000000I';
const LINKS = {
  success: true,
  teens: [],
  guardians: [{ linkId: LINK, firstName: 'Sam', since: '2026-11-20T10:00:00.000Z' }],
  invites: [{ inviteId: INVITE, email: 'dad@example.com', createdAt: '2026-11-27T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z' }],
};
const teen: Handlers = {
  ...signedIn,
  'GET /api/user/': { body: { ...ADA, ageConfirmation: 'guardian', guardianConsent: { confirmed: true, daysLeft: 0, paused: false } } },
  'GET /api/guardian/links': { body: LINKS },
  ...linkReplies(LINK),
  [`GET /api/guardian/teens/${LINK}/week`]: {
    body: {
      success: true,
      week: { week: '2026-W48', sessionsStarted: 3, minutesChatting: 85, days: [{ date: '2026-11-23', checkedIn: true }] },
    },
  },
};

/** Opens Settings > Guardians on a teen's dashboard. */
async function openGuardians(handlers: Handlers = {}) {
  const opened = await openSettingsGuardians({ ...teen, ...handlers });
  await screen.findByRole('list', { name: 'Your guardians' });
  return opened;
}

describe('Settings > Guardians, on a teen’s account', { timeout: 20_000 }, () => {
  it('lists the linked guardians and the requests waiting', async () => {
    await openGuardians();

    const guardians = screen.getByRole('list', { name: 'Your guardians' });
    expect(within(guardians).getByText('Sam')).toBeInTheDocument();
    expect(within(guardians).getByText(/Linked since/)).toBeInTheDocument();
    const waiting = screen.getByRole('list', { name: 'Waiting for an answer' });
    expect(within(waiting).getByText('dad@example.com')).toBeInTheDocument();
  });

  it('shows what the guardian sees: the same week view, counts only', async () => {
    await openGuardians();

    const week = await screen.findByRole('region', { name: WHAT_YOUR_GUARDIAN_SEES });
    expect(week).toHaveTextContent('3 sessions started');
    expect(within(week).getByText('Time chatting: about 1 hour 25 minutes')).toBeInTheDocument();
    expect(within(week).getByText(`Monday: ${CHECKED_IN}`)).toBeInTheDocument();
  });

  it('resends and cancels a waiting request', async () => {
    const { user, mock } = await openGuardians({
      [`POST /api/guardian/invites/${INVITE}/resend`]: { body: { success: true, invite: LINKS.invites[0] } },
      [`DELETE /api/guardian/invites/${INVITE}`]: { body: { success: true } },
    });

    await user.click(screen.getByRole('button', { name: 'Resend to dad@example.com' }));
    expect(await screen.findByText(RESENT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the request to dad@example.com' }));
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();

    expect(screen.queryByRole('list', { name: 'Waiting for an answer' })).toBeNull();
    expect(mock.callsTo(`POST /api/guardian/invites/${INVITE}/resend`)).toHaveLength(1);
    expect(mock.callsTo(`DELETE /api/guardian/invites/${INVITE}`)).toHaveLength(1);
  });

  it('ends a link only after the confirm dialog, by keyboard', async () => {
    const { user, mock } = await openGuardians({ [`DELETE /api/guardian/links/${LINK}`]: { body: { success: true } } });

    screen.getByRole('button', { name: 'End link with Sam' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: endLinkTitle('Sam') });
    expect(dialog).toHaveTextContent(END_LINK_NOTE);
    expect(within(dialog).getByRole('button', { name: KEEP_LINK })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: endLinkTitle('Sam') })).toBeNull();
    expect(mock.callsTo(`DELETE /api/guardian/links/${LINK}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'End link with Sam' }));
    await user.click(within(await screen.findByRole('dialog', { name: endLinkTitle('Sam') })).getByRole('button', { name: 'End link' }));

    await expect.poll(() => screen.queryByText('Sam')).toBeNull();
    expect(mock.callsTo(`DELETE /api/guardian/links/${LINK}`)).toHaveLength(1);
  });

  it('is not in an adult’s Settings', async () => {
    mockApi(signedIn);
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    await screen.findByRole('tab', { name: 'General' });
    expect(screen.queryByRole('tab', { name: 'Guardians' })).toBeNull();
  });
});
