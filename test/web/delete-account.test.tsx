import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { deferred, errorReply, type Handler, type Reply } from './helpers/fetch-mock';
import { openSettings } from './helpers/settings';

async function openConfirmation(reply: Handler = { body: { success: true, message: 'Account deleted' } }) {
  const settings = await openSettings({ 'DELETE /api/user/': reply }, 'Account');
  await settings.user.click(within(settings.panel()).getByRole('button', { name: 'Delete Account' }));
  return settings;
}

describe('Settings > Account > Delete Account', () => {
  it('asks for confirmation with the spec texts, focusing the safe choice', async () => {
    const { dialog, mock } = await openConfirmation();

    expect(dialog).toHaveTextContent(messages.deleteAccount.confirm);
    expect(within(dialog).getByRole('button', { name: messages.deleteAccount.no })).toHaveFocus();
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

  it('Yes deletes the account, clears localStorage and logs out to / replacing history', async () => {
    localStorage.setItem('preferredVoice', 'nova');
    localStorage.setItem('selectedSessionId', 'chat-1');
    const { dialog, user, mock, location } = await openConfirmation();
    localStorage.setItem('theme', 'dark');
    document.documentElement.dataset.theme = 'dark';

    await user.click(within(dialog).getByRole('button', { name: messages.deleteAccount.yes }));

    expect(await screen.findByRole('heading', { level: 1, name: /AI coach/ })).toBeInTheDocument();
    expect(mock.callsTo('DELETE /api/user/')).toHaveLength(1);
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(location.current?.pathname).toBe('/');
    expect(location.navigationType).toBe('REPLACE');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('keeps focus on Yes and ignores presses while the deletion runs', async () => {
    const held = deferred<Reply>();
    const { dialog, user, mock } = await openConfirmation(() => held.promise);
    const yes = within(dialog).getByRole('button', { name: messages.deleteAccount.yes });

    await user.click(yes);
    await user.click(yes);

    expect(yes).toHaveAttribute('aria-disabled', 'true');
    expect(yes).toHaveFocus();
    expect(mock.callsTo('DELETE /api/user/')).toHaveLength(1);
    held.resolve(errorReply(500, 'INTERNAL', 'Something went wrong on our side.'));
    await within(dialog).findByRole('alert');
  });

  it('shows the error in the popup and stays signed in when deletion fails', async () => {
    localStorage.setItem('theme', 'dark');
    const { dialog, user, mock, location } = await openConfirmation(
      errorReply(503, 'UNAVAILABLE', 'The service is busy. Please try again.'),
    );

    await user.click(within(dialog).getByRole('button', { name: messages.deleteAccount.yes }));

    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The service is busy. Please try again.'));
    expect(location.current?.pathname).toBe('/dashboard');
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(0);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(within(dialog).getByRole('button', { name: messages.deleteAccount.yes })).not.toHaveAttribute('aria-disabled');
  });
});
