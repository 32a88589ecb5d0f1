import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { INVALID_RESET_CODE_MESSAGE as RESET_LINK_INVALID } from '#shared/error-messages';
import { deferred, errorReply, mockApi, signedOut, type Handler, type Reply } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

describe('forgot password page', () => {
  async function openForgot(reply?: Handler) {
    const mock = mockApi({ ...signedOut, ...(reply ? { 'POST /api/auth/forgot-password': reply } : {}) });
    const app = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    const email = screen.getByLabelText('Email address');
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    return { ...app, mock, email, submit };
  }

  it('has the email field, Reset Password and a Back to login link', async () => {
    const { email } = await openForgot();

    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('link', { name: messages.forgotPassword.backToLogin })).toHaveAttribute('href', '/login');
  });

  it('sends the e-mail and says to check the inbox', async () => {
    const { user, email, submit, mock } = await openForgot({ body: { success: true, message: 'Sent' } });

    await user.type(email, ' ada@example.com ');
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent(messages.forgotPassword.sent);
    expect(mock.callsTo('POST /api/auth/forgot-password').map((request) => request.body)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('shows the spec failure text when the request fails', async () => {
    const { user, email, submit } = await openForgot(errorReply(500, 'INTERNAL', 'Something went wrong on our side.'));

    await user.type(email, 'ada@example.com');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.forgotPassword.failed);
  });

  it('shows the server’s words for a rate limit', async () => {
    const limited = 'Too many attempts. Please wait a few minutes and try again.';
    const { user, email, submit } = await openForgot(errorReply(429, 'RATE_LIMITED', limited));

    await user.type(email, 'ada@example.com');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.queryByText(messages.forgotPassword.failed)).not.toBeInTheDocument();
  });

  it('asks for a valid address without calling the API, and typing clears the message', async () => {
    const { user, email, submit, mock } = await openForgot();

    await user.type(email, 'ada@example');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await user.type(email, '.com');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/forgot-password')).toHaveLength(0);
  });

  it('disables Reset Password while the request is in flight', async () => {
    const held = deferred<Reply>();
    const { user, email, submit } = await openForgot(() => held.promise);

    await user.type(email, 'ada@example.com');
    await user.click(submit);

    expect(submit).toBeDisabled();
    held.resolve({ body: { success: true, message: 'Sent' } });
    await screen.findByRole('status');
    expect(submit).toBeEnabled();
  });
});

describe('reset password page', () => {
  async function openReset(url: string, reply?: Reply) {
    const mock = mockApi(reply ? { 'POST /api/auth/reset-password': reply } : {});
    const app = renderApp(url);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    return { ...app, mock };
  }

  it('says the link is invalid at once when it has no code, with a way to ask for a new one', async () => {
    const { mock } = await openReset('/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(mock.requests).toHaveLength(0);
  });

  it('checks the password rule before calling the API', async () => {
    const { user, mock } = await openReset('/reset-password#oobCode=code-1');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/At least 8 characters/);

    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.passwordRule);
    await user.type(screen.getByLabelText('New password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.passwordRule);
    expect(mock.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('saves the new password with the code and shows the server’s message and the login link', async () => {
    const saved = 'Your password has been changed. You can now log in with it.';
    const { user, mock } = await openReset('/reset-password?mode=resetPassword&oobCode=code-2', {
      body: { success: true, message: saved },
    });

    await user.type(screen.getByLabelText('New password'), 'N3wPassw0rd!');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(saved);
    expect(screen.getByRole('link', { name: messages.emailVerified.goToLogin })).toHaveAttribute('href', '/login');
    expect(mock.callsTo('POST /api/auth/reset-password').map((request) => request.body)).toEqual([
      { oobCode: 'code-2', newPassword: 'N3wPassw0rd!' },
    ]);
  });

  it('shows the server’s message and a link to ask again when the code is invalid or expired', async () => {
    const refused = 'This password reset link is invalid or has expired.';
    const { user } = await openReset('/reset-password?oobCode=code-used', errorReply(400, 'INVALID_ACTION_CODE', refused));

    await user.type(screen.getByLabelText('New password'), 'N3wPassw0rd!');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Save Password' })).not.toBeInTheDocument();
  });

  it('keeps the form with a message for other failures', async () => {
    const { user } = await openReset('/reset-password?oobCode=code-3', errorReply(500, 'INTERNAL', 'Something went wrong.'));

    await user.type(screen.getByLabelText('New password'), 'N3wPassw0rd!');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save your new password. Please try again.");
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeEnabled();
  });
});
