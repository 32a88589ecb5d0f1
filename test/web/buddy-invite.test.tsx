import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHARE_LABELS } from '#shared/buddies';
import { INVALID_INVITE, NEVER_SHARED } from '../../web/src/features/buddies/copy';
import {
  acceptedTitle,
  DECLINED,
  DECLINED_TITLE,
  declineBlockQuestion,
  declinedAndBlocked,
  invitedTitle,
  REPORTED,
  reportQuestion,
} from '../../web/src/features/buddies/components/invite-panel';
import { invitedSignedOutTitle, SIGN_IN_TO_ANSWER } from '../../web/src/features/buddies/components/invite-signed-out';
import { keptReturnTo } from '../../web/src/lib/return-to';
import { violations } from './helpers/axe';
import { BUDDY_IDS, INVITE_TOKEN, okReply } from './helpers/buddies';
import { errorReply, mockApi, signedIn, signedOut, type Handlers } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

const INVITE_PATH = `/buddies/invite/${INVITE_TOKEN}`;
const API = `/api/buddies/invite/${INVITE_TOKEN}`;

/** Signs Ada in and opens Maya's invitation; waits for it unless `loaded` is false. */
async function openInvite(handlers: Handlers = {}, { loaded = true, path = INVITE_PATH } = {}) {
  const mock = mockApi({
    ...signedIn,
    [`GET ${API}`]: { body: { success: true, invite: { inviterFirstName: 'Maya', expiresAt: '2026-11-27T10:00:00.000Z' } } },
    ...handlers,
  });
  const app = renderApp(path);
  if (loaded) await screen.findByRole('heading', { level: 1, name: invitedTitle('Maya') });
  return { ...app, mock };
}

describe('the buddy invitation page', { timeout: 20_000 }, () => {
  it('tells a signed-out visitor who invites, with Log in and Sign up that come back here, and no answers', async () => {
    mockApi({
      ...signedOut,
      'GET /api/config': signedIn['GET /api/config']!,
      [`GET ${API}`]: { body: { success: true, invite: { inviterFirstName: 'Maya', expiresAt: '2026-11-27T10:00:00.000Z' } } },
    });
    const { user, location } = renderApp(INVITE_PATH);
    const heading = await screen.findByRole('heading', { level: 1, name: invitedSignedOutTitle('Maya') });
    expect(heading).toHaveTextContent('Maya invited you to be buddies on Blue Guardian');
    expect(screen.getByText(SIGN_IN_TO_ANSWER)).toBeInTheDocument();
    for (const name of ['Accept', 'Decline', 'Decline and block', 'Report as unwanted']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(await violations(screen.getByRole('main'))).toEqual([]);
    // A sign-up goes on in an e-mail's tab: the invitation is kept to come back to.
    expect(keptReturnTo()).toBe(INVITE_PATH);

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await expect.poll(() => location.current?.pathname).toBe('/login');
    expect(location.current?.state).toEqual({ from: { pathname: INVITE_PATH, search: '', hash: '' } });
  });

  it('says who invites, what a buddy sees, and passes axe', async () => {
    const { mock } = await openInvite();
    expect(screen.getByText(/only what each of you chooses to share/)).toBeInTheDocument();
    const sees = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(sees).toEqual(Object.values(SHARE_LABELS));
    expect(screen.getByText(NEVER_SHARED)).toBeInTheDocument();
    for (const name of ['Accept', 'Decline', 'Decline and block', 'Report as unwanted']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(mock.unhandled).toEqual([]);
    expect(await violations(screen.getByRole('main'))).toEqual([]);
  });

  it('accepts, says so with focus on the outcome, and links to the Buddies page', async () => {
    const { user, mock } = await openInvite({
      [`POST ${API}/accept`]: {
        body: { success: true, buddy: { buddyId: BUDDY_IDS[0], firstName: 'Maya', since: '2026-11-21T10:00:00.000Z' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const heading = await screen.findByRole('heading', { level: 1, name: acceptedTitle('Maya') });
    expect(heading).toHaveTextContent('You and Maya are now buddies.');
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to your buddies' })).toHaveAttribute('href', '/dashboard/buddies');
    expect(mock.callsTo(`POST ${API}/accept`)).toHaveLength(1);
    expect(await violations(screen.getByRole('main'))).toEqual([]);
  });

  it("shows the server's message when the invitation cannot be accepted", async () => {
    const { user } = await openInvite({
      [`POST ${API}/accept`]: errorReply(409, 'CONFLICT', 'One of you already has five buddies.'),
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One of you already has five buddies.');
    expect(screen.getByRole('heading', { level: 1, name: invitedTitle('Maya') })).toBeInTheDocument();
  });

  it('declines plainly', async () => {
    const { user, mock } = await openInvite({ [`POST ${API}/decline`]: okReply() });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { level: 1, name: DECLINED_TITLE })).toHaveFocus();
    expect(screen.getByText(DECLINED)).toBeInTheDocument();
    expect(mock.callsTo(`POST ${API}/decline`).map((request) => request.body)).toEqual([{}]);
  });

  it('declines and blocks after asking; Cancel gives focus back', async () => {
    const { user, mock } = await openInvite({ [`POST ${API}/decline`]: okReply() });
    await user.click(screen.getByRole('button', { name: 'Decline and block' }));
    expect(screen.getByRole('group', { name: declineBlockQuestion('Maya') })).toHaveTextContent(
      "Decline and block Maya? They won't be able to invite you again.",
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Decline and block' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: declineBlockQuestion('Maya') })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Decline and block' }));
    const confirm = within(screen.getByRole('group', { name: declineBlockQuestion('Maya') })).getByRole('button', {
      name: 'Decline and block',
    });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await screen.findByRole('heading', { level: 1, name: DECLINED_TITLE })).toBeInTheDocument();
    expect(screen.getByText(declinedAndBlocked('Maya'))).toBeInTheDocument();
    expect(mock.callsTo(`POST ${API}/decline`).map((request) => request.body)).toEqual([{ block: true }]);
  });

  it('reports the invitation as unwanted after asking', async () => {
    const { user, mock } = await openInvite({ [`POST ${API}/decline`]: okReply() });
    await user.click(screen.getByRole('button', { name: 'Report as unwanted' }));
    const question = screen.getByRole('group', { name: reportQuestion('Maya') });
    await user.click(within(question).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(REPORTED)).toBeInTheDocument();
    expect(mock.callsTo(`POST ${API}/decline`).map((request) => request.body)).toEqual([{ report: true }]);
  });

  it('says an expired or answered link is no longer valid, with a way to the dashboard', async () => {
    await openInvite({ [`GET ${API}`]: errorReply(404, 'NOT_FOUND', 'Invitation not found.') }, { loaded: false });
    expect(await screen.findByRole('heading', { level: 1, name: INVALID_INVITE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(await violations(screen.getByRole('main'))).toEqual([]);
  });

  it('says a malformed link is no longer valid without asking the API', async () => {
    const { mock } = await openInvite({}, { loaded: false, path: '/buddies/invite/not-a-token' });
    expect(await screen.findByRole('heading', { level: 1, name: INVALID_INVITE })).toBeInTheDocument();
    expect(mock.requests.filter((request) => request.path.startsWith('/api/buddies'))).toEqual([]);
  });

  it('turns to the invalid state when the link stops working before the answer', async () => {
    const { user } = await openInvite({ [`POST ${API}/accept`]: errorReply(404, 'NOT_FOUND', 'Invitation not found.') });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { level: 1, name: INVALID_INVITE })).toHaveFocus();
  });
});
