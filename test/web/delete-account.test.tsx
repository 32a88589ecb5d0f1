import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_PASSWORD_MESSAGE, GOOGLE_PROOF_MESSAGE } from '#shared/error-messages';
import { messages } from '#shared/messages';
import { deferred, errorReply, type Handler, type Handlers, type Reply } from './helpers/fetch-mock';
import { google, googleAccount, GRACE_PAYLOAD, resetGoogle } from './helpers/google';
import { ADA, openSettings } from './helpers/settings';

const PASSWORD = 'Passw0rd!';
/** The heading of the page a deletion ends on. */
const ACCOUNT_DELETED = 'Your account has been deleted';

async function openConfirmation(reply: Handler = { body: { success: true, message: 'Account deleted' } }, handlers: Handlers = {}) {
  const settings = await openSettings({ 'DELETE /api/user/': reply, ...handlers }, 'Account');
  await settings.user.click(within(settings.panel()).getByRole('button', { name: 'Delete Account' }));
  const password = () => within(settings.dialog).getByLabelText('Password');
  const yes = () => within(settings.dialog).getByRole('button', { name: messages.deleteAccount.yes });
  return { ...settings, password, yes };
}

/** A Google account: Grace, whose pop-up sign-in the tests script. */
const GRACE = { ...ADA, uid: GRACE_PAYLOAD.uid, email: GRACE_PAYLOAD.email, provider: 'Google' };
const openAsGoogleAccount = (reply?: Handler) => openConfirmation(reply, { 'GET /api/user/': { body: GRACE } });

beforeEach(() => {
  resetGoogle();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('Settings > Account > Delete Account', () => {
  it('asks for confirmation with the spec texts and for the password, in a labelled field that has the focus', async () => {
    const { dialog, mock, password } = await openConfirmation();

    expect(dialog).toHaveTextContent(messages.deleteAccount.confirm);
    expect(password()).toHaveFocus();
    expect(password()).toHaveAccessibleDescription(/confirm it is you with your Blue Guardian password/);
    expect(within(dialog).getByRole('button', { name: messages.deleteAccount.no })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.deleteAccount.yes })).toBeInTheDocument();
    expect(mock.callsTo('DELETE /api/user/')).toHaveLength(0);
  });

  it('No returns to the Account panel without deleting anything', async () => {
    const { dialog, user, mock, panel } = await openConfirmation();

    await user.click(within(dialog).getByRole('button', { name: messages.deleteAccount.no }));

    expect(dialog).not.toHaveTextContent(messages.deleteAccount.confirm);
    expect(within(panel()).getByRole('button', { name: 'Delete Account' })).toHaveFocus();
    expect(mock.callsTo('DELETE /api/user/')).toHaveLength(0);
  });

  it('by keyboard, the password and Enter delete the account with it, clear localStorage and log out to a page saying it is done, replacing history', async () => {
    localStorage.setItem('preferredVoice', 'nova');
    localStorage.setItem('selectedSessionId', 'chat-1');
    const { user, mock, location } = await openConfirmation();
    localStorage.setItem('theme', 'dark');
    document.documentElement.dataset.theme = 'dark';

    await user.keyboard(`${PASSWORD}{Enter}`);

    expect(await screen.findByRole('heading', { level: 1, name: ACCOUNT_DELETED })).toBeInTheDocument();
    expect(mock.callsTo('DELETE /api/user/').map((request) => request.body)).toEqual([{ password: PASSWORD }]);
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(location.current?.pathname).toBe('/account-deleted');
    expect(location.navigationType).toBe('REPLACE');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('without a password, says so by the field and asks the API nothing', async () => {
    const { user, mock, password, yes } = await openConfirmation();

    await user.click(yes());

    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(/Please enter your password/);
    expect(mock.callsTo('DELETE /api/user/')).toHaveLength(0);
  });

  it('a wrong password: the API words it beside the field, focus goes back there, and the person stays signed in', async () => {
    const { dialog, user, mock, location, password, yes } = await openConfirmation(
      errorReply(401, 'INVALID_CREDENTIALS', CONFIRM_PASSWORD_MESSAGE),
    );

    await user.type(password(), 'Guessed1!');
    await user.click(yes());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CONFIRM_PASSWORD_MESSAGE);
    expect(password()).toHaveFocus();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(new RegExp(CONFIRM_PASSWORD_MESSAGE));
    expect(location.current?.pathname).toBe('/dashboard');
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(0);
  });

  it('keeps focus on Yes and ignores presses while the deletion runs', async () => {
    const held = deferred<Reply>();
    const { dialog, user, mock, password, yes } = await openConfirmation(() => held.promise);
    await user.type(password(), PASSWORD);

    await user.click(yes());
    await user.click(yes());

    expect(yes()).toHaveAttribute('aria-disabled', 'true');
    expect(yes()).toHaveFocus();
    expect(mock.callsTo('DELETE /api/user/')).toHaveLength(1);
    held.resolve(errorReply(500, 'INTERNAL', 'Something went wrong on our side.'));
    await within(dialog).findByRole('alert');
  });

  it('shows the error in the popup and stays signed in when deletion fails', async () => {
    localStorage.setItem('theme', 'dark');
    const { dialog, user, mock, location, password, yes } = await openConfirmation(
      errorReply(503, 'UNAVAILABLE', 'The service is busy. Please try again.'),
    );

    await user.type(password(), PASSWORD);
    await user.click(yes());

    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The service is busy. Please try again.'));
    expect(location.current?.pathname).toBe('/dashboard');
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(0);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(yes()).not.toHaveAttribute('aria-disabled');
  });
});

describe('Delete Account, for an account that signs in with Google', () => {
  it('Yes confirms with a new Google sign-in, whose token alone goes to the API, and signs the Firebase SDK out', async () => {
    const account = googleAccount();
    google.signIn.mockResolvedValue({ status: 'signedIn', account });
    const { dialog, user, mock, yes } = await openAsGoogleAccount();

    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('sign in with Google');
    await user.click(yes());

    expect(await screen.findByRole('heading', { level: 1, name: ACCOUNT_DELETED })).toBeInTheDocument();
    expect(mock.callsTo('DELETE /api/user/').map((request) => request.body)).toEqual([{ googleIdToken: GRACE_PAYLOAD.token }]);
    expect(account.signOut).toHaveBeenCalledTimes(1);
  });

  it('another Google account is refused at once, with our words, and the API is not asked', async () => {
    const account = googleAccount({ ...GRACE_PAYLOAD, uid: 'firebase-uid-someone-else' });
    google.signIn.mockResolvedValue({ status: 'signedIn', account });
    const { dialog, user, mock, yes } = await openAsGoogleAccount();

    await user.click(yes());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GOOGLE_PROOF_MESSAGE);
    expect(mock.callsTo('DELETE /api/user/')).toHaveLength(0);
    expect(account.signOut).toHaveBeenCalledTimes(1);
  });

  it('a closed pop-up changes nothing and says nothing', async () => {
    const { dialog, user, mock, yes } = await openAsGoogleAccount();

    await user.click(yes());

    await waitFor(() => expect(yes()).not.toHaveAttribute('aria-disabled'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(mock.callsTo('DELETE /api/user/')).toHaveLength(0);
  });
});
