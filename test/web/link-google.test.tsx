import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_PASSWORD_MESSAGE } from '#shared/error-messages';
import { messages } from '#shared/messages';
import { onUnauthorized } from '../../web/src/lib/api-client';
import { errorReply, type Handlers } from './helpers/fetch-mock';
import { google, linkedGoogle, resetGoogle } from './helpers/google';
import { ADA, openSettings } from './helpers/settings';

const LINK_API: Handlers = {
  'POST /api/auth/custom-token': { body: { token: 'custom-token-ada' } },
  'PUT /api/user/link-google': { body: { success: true, message: 'Linked', provider: 'Google' } },
};

const PASSWORD = 'Passw0rd!';

async function openAccount(handlers: Handlers = {}) {
  const settings = await openSettings({ ...LINK_API, ...handlers }, 'Account');
  const { user, panel } = settings;
  const linkButton = within(panel()).getByRole('button', { name: messages.linkGoogle.link });
  const continueButton = () => within(panel()).getByRole('button', { name: 'Continue with Google' });
  /** Link Google Account, the password, then Continue with Google: what a person does. */
  const startLink = async (password = PASSWORD) => {
    await user.click(linkButton);
    if (password) await user.type(within(panel()).getByLabelText('Password'), password);
    await user.click(continueButton());
  };
  return { ...settings, linkButton, continueButton, startLink };
}

beforeEach(() => {
  resetGoogle();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('Settings > Account > Link Google Account', () => {
  it('shows the signed-in e-mail, and "Account Linked" instead of the button for a Google account', async () => {
    const { panel } = await openSettings({ 'GET /api/user/': { body: { ...ADA, provider: 'Google' } } }, 'Account');

    expect(panel()).toHaveTextContent(ADA.email);
    expect(within(panel()).getByText(messages.linkGoogle.linked)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: messages.linkGoogle.link })).not.toBeInTheDocument();
  });

  it('prepares the Firebase SDK when Settings opens, for an account not linked yet', async () => {
    await openSettings();

    expect(google.prefetch).toHaveBeenCalled();
  });

  it('links a Google account with the same e-mail (case aside) and switches to "Account Linked"', async () => {
    const link = linkedGoogle('Ada@Example.com');
    google.link.mockResolvedValue({ status: 'linked', link });
    const { startLink, mock, panel } = await openAccount();

    await startLink();

    expect(await within(panel()).findByRole('status')).toHaveTextContent(messages.linkGoogle.success);
    expect(within(panel()).getByText(messages.linkGoogle.linked)).toHaveFocus();
    expect(within(panel()).queryByRole('button', { name: messages.linkGoogle.link })).not.toBeInTheDocument();
    expect(google.link).toHaveBeenCalledWith('custom-token-ada');
    expect(mock.callsTo('PUT /api/user/link-google').map((request) => request.body)).toEqual([
      { email: 'Ada@Example.com', provider: 'Google', googleId: 'google-id-ada' },
    ]);
    expect(link.unlink).not.toHaveBeenCalled();
    expect(link.signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps "Account Linked" after the popup is closed and opened again', async () => {
    google.link.mockResolvedValue({ status: 'linked', link: linkedGoogle(ADA.email) });
    const { user, startLink, panel, settingsButton } = await openAccount();
    await startLink();
    await within(panel()).findByRole('status');

    await user.keyboard('{Escape}');
    await user.click(settingsButton);
    const dialog = within(document.body).getByRole('dialog', { name: 'Settings' });
    await user.click(within(dialog).getByRole('tab', { name: 'Account' }));

    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent(messages.linkGoogle.linked);
  });

  it('refuses a Google account with another e-mail and unlinks it again', async () => {
    const link = linkedGoogle('someone.else@example.com');
    google.link.mockResolvedValue({ status: 'linked', link });
    const { startLink, mock, panel } = await openAccount();

    await startLink();

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(messages.linkGoogle.emailMismatch);
    expect(link.unlink).toHaveBeenCalledTimes(1);
    expect(link.signOut).toHaveBeenCalledTimes(1);
    expect(mock.callsTo('PUT /api/user/link-google')).toHaveLength(0);
    expect(within(panel()).getByRole('button', { name: messages.linkGoogle.link })).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['auth/credential-already-in-use', messages.linkGoogle.alreadyLinked],
    ['auth/email-already-in-use', messages.linkGoogle.alreadyLinked],
    ['auth/popup-blocked', messages.linkGoogle.failed],
    ['auth/network-request-failed', messages.linkGoogle.failed],
  ])('shows the spec text for the Firebase code %s', async (code, expected) => {
    google.link.mockResolvedValue({ status: 'failed', code });
    const { startLink, mock, panel } = await openAccount();

    await startLink();

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(expected);
    expect(mock.callsTo('PUT /api/user/link-google')).toHaveLength(0);
  });

  it('keeps focus on Continue and ignores presses while linking', async () => {
    let finish!: (outcome: { status: 'cancelled' }) => void;
    google.link.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, startLink, continueButton, mock } = await openAccount();

    await startLink();
    await waitFor(() => expect(google.link).toHaveBeenCalledTimes(1));
    await user.click(continueButton());

    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    expect(continueButton()).toHaveFocus();
    expect(mock.callsTo('POST /api/auth/custom-token')).toHaveLength(1);
    finish({ status: 'cancelled' });
    await waitFor(() => expect(continueButton()).not.toHaveAttribute('aria-disabled'));
  });

  it('says nothing when the pop-up is closed', async () => {
    google.link.mockResolvedValue({ status: 'cancelled' });
    const { startLink, continueButton, panel } = await openAccount();

    await startLink();

    await waitFor(() => expect(google.link).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(continueButton()).not.toHaveAttribute('aria-disabled'));
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the password first, and sends it for the custom token (a session alone gets none)', async () => {
    google.link.mockResolvedValue({ status: 'linked', link: linkedGoogle(ADA.email) });
    const { user, linkButton, panel, mock } = await openAccount();

    await user.click(linkButton);

    expect(within(panel()).getByLabelText('Password')).toHaveFocus();
    expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    expect(mock.callsTo('POST /api/auth/custom-token')).toHaveLength(0);
    await user.keyboard(`${PASSWORD}{Enter}`);
    await within(panel()).findByRole('status');
    expect(mock.callsTo('POST /api/auth/custom-token').map((request) => request.body)).toEqual([{ password: PASSWORD }]);
  });

  it('refuses an empty password without asking the API', async () => {
    const { startLink, panel, mock } = await openAccount();

    await startLink('');

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(messages.changePassword.fillAll);
    expect(mock.callsTo('POST /api/auth/custom-token')).toHaveLength(0);
  });

  it('shows the API’s words for a wrong password, opens no pop-up and keeps the user signed in', async () => {
    const { startLink, panel } = await openAccount({
      'POST /api/auth/custom-token': errorReply(401, 'INVALID_CREDENTIALS', CONFIRM_PASSWORD_MESSAGE),
    });
    const sessionEnded = vi.fn();
    const stopListening = onUnauthorized(sessionEnded);

    await startLink('not-my-password');

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(CONFIRM_PASSWORD_MESSAGE);
    stopListening();
    expect(google.link).not.toHaveBeenCalled();
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(within(panel()).getByLabelText('Password')).toBeInTheDocument();
  });

  it('Cancel puts the form away and focus back on Link Google Account', async () => {
    const { user, linkButton, panel } = await openAccount();

    await user.click(linkButton);
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));

    expect(within(panel()).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: messages.linkGoogle.link })).toHaveFocus();
  });

  it('shows the API’s message for a 400 and unlinks Google again', async () => {
    const link = linkedGoogle(ADA.email);
    google.link.mockResolvedValue({ status: 'linked', link });
    const refusal = 'This Google account does not match the one linked in the identity provider.';
    const { startLink, panel } = await openAccount({
      'PUT /api/user/link-google': errorReply(400, 'BAD_REQUEST', refusal),
    });

    await startLink();

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(refusal);
    expect(link.unlink).toHaveBeenCalledTimes(1);
    expect(link.signOut).toHaveBeenCalledTimes(1);
    expect(within(panel()).getByRole('button', { name: messages.linkGoogle.link })).toBeInTheDocument();
  });

  it('shows the general failure when the API fails otherwise, or no custom token comes', async () => {
    google.link.mockResolvedValue({ status: 'linked', link: linkedGoogle(ADA.email) });
    const { user, startLink, continueButton, panel, mock } = await openAccount({
      'PUT /api/user/link-google': errorReply(500, 'INTERNAL', 'Something went wrong on our side.'),
    });

    await startLink();
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(messages.linkGoogle.failed);

    mock.on('POST /api/auth/custom-token', errorReply(503, 'UNAVAILABLE', 'Try later.'));
    google.link.mockClear();
    await user.click(continueButton());
    await waitFor(() => expect(mock.callsTo('POST /api/auth/custom-token')).toHaveLength(2));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(messages.linkGoogle.failed);
    expect(google.link).not.toHaveBeenCalled();
  });
});
