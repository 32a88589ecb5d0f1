import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { errorReply, type Reply } from './helpers/fetch-mock';
import { openSettings } from './helpers/settings';

const CURRENT = 'Passw0rd!';
const NEXT = 'N3wPassw0rd!';

async function openChangePassword(reply?: Reply) {
  const settings = await openSettings(reply ? { 'PUT /api/user/change-password': reply } : {}, 'Account');
  await settings.user.click(within(settings.panel()).getByRole('button', { name: 'Change Password' }));
  const { dialog, user } = settings;
  const form = {
    current: within(dialog).getByLabelText('Current password'),
    next: within(dialog).getByLabelText('New password'),
    submit: within(dialog).getByRole('button', { name: 'Change Password' }),
  };
  const submit = async (current = CURRENT, next = NEXT) => {
    if (current) await user.type(form.current, current);
    if (next) await user.type(form.next, next);
    await user.click(form.submit);
  };
  return { ...settings, form, submit };
}

describe('Settings > Account > Change Password', () => {
  it('opens in place of the Account panel with the current password focused, and Back returns', async () => {
    const { form, dialog, user, panel } = await openChangePassword();

    expect(form.current).toHaveFocus();
    expect(form.current).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    // Each field has its own show/hide toggle.
    await user.click(within(dialog).getAllByRole('button', { name: 'Show password' })[1]!);
    expect(form.next).toHaveAttribute('type', 'text');

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));

    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });

  it.each([
    ['both fields are empty', '', ''],
    ['the new password is empty', CURRENT, ''],
    ['the current password is empty', '', NEXT],
  ])('asks to fill out all fields when %s, without calling the API', async (_, current, next) => {
    const { submit, dialog, mock } = await openChangePassword();

    await submit(current, next);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.changePassword.fillAll);
    expect(mock.callsTo('PUT /api/user/change-password')).toHaveLength(0);
  });

  it('explains the password rule for a weak new password', async () => {
    const { submit, dialog, mock } = await openChangePassword();

    await submit(CURRENT, 'password1');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.signup.passwordRule);
    expect(mock.callsTo('PUT /api/user/change-password')).toHaveLength(0);
  });

  it('sends the spec payload with the uid and confirms success', async () => {
    const { submit, dialog, mock, form } = await openChangePassword({ body: { success: true, message: 'Password changed' } });

    await submit();

    expect(await within(dialog).findByRole('status')).toHaveTextContent(messages.changePassword.success);
    expect(mock.callsTo('PUT /api/user/change-password').map((request) => request.body)).toEqual([
      { currentPassword: CURRENT, newPassword: NEXT, uid: 'uid-ada' },
    ]);
    expect(form.current).toHaveValue('');
    expect(form.next).toHaveValue('');
  });

  it.each<[string, Reply, string]>([
    ['a 401', errorReply(401, 'INVALID_CREDENTIALS', 'Wrong password.'), messages.changePassword.wrongCurrent],
    ['a 500', errorReply(500, 'INTERNAL', 'Something went wrong on our side.'), messages.changePassword.serverError],
    ['a 400', errorReply(400, 'BAD_REQUEST', 'newPassword: too long.'), messages.changePassword.unexpected],
    ['a 503', errorReply(503, 'UNAVAILABLE', 'Try later.'), messages.changePassword.unexpected],
  ])('shows the spec text for %s', async (_, reply, expected) => {
    const { submit, dialog } = await openChangePassword(reply);

    await submit();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(expected);
  });

  it('keeps focus on the submit button while the request runs', async () => {
    let answer!: (reply: Reply) => void;
    const { submit, form, mock } = await openChangePassword();
    mock.on('PUT /api/user/change-password', () => new Promise<Reply>((resolve) => (answer = resolve)));

    await submit();
    await form.submit.click();

    expect(form.submit).toHaveAttribute('aria-disabled', 'true');
    expect(form.submit).toHaveFocus();
    expect(mock.callsTo('PUT /api/user/change-password')).toHaveLength(1);
    answer({ body: { success: true, message: 'ok' } });
    await screen.findByRole('status');
    expect(form.submit).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the user signed in on a 401 (a wrong current password), with the new password kept for a retry', async () => {
    const { submit, dialog, mock, location, form } = await openChangePassword(errorReply(401, 'UNAUTHORIZED', 'Wrong current password.'));

    await submit();

    await within(dialog).findByRole('alert');
    expect(location.current?.pathname).toBe('/dashboard');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(0);
    expect(form.next).toHaveValue(NEXT);
  });
});
