import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { errorReply, mockApi } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

// Each test uses its own code: a code is applied at most once per page load, by design.
describe('email verified page', () => {
  it('applies the code from the link once and confirms, with a button to the login page', async () => {
    // Prepare
    const mock = mockApi({
      'POST /api/auth/verify-email': { body: { success: true, message: messages.emailVerified.done } },
    });

    // Act (StrictMode runs the effect twice)
    renderApp('/email-verified#mode=verifyEmail&oobCode=code-ok');

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: messages.emailVerified.done })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.emailVerified.goToLogin })).toHaveAttribute('href', '/login');
    expect(mock.callsTo('POST /api/auth/verify-email').map((request) => request.body)).toEqual([{ oobCode: 'code-ok' }]);
  });

  it('shows a status message while verifying', async () => {
    mockApi({ 'POST /api/auth/verify-email': () => new Promise(() => {}) });

    renderApp('/email-verified?mode=verifyEmail&oobCode=code-slow');

    expect(await screen.findByRole('status')).toHaveTextContent('confirm your email address');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verifying your email');
  });

  it('shows the server message and a way to log in when the code is refused', async () => {
    const refused = 'This verification link is invalid or has expired.';
    mockApi({ 'POST /api/auth/verify-email': errorReply(400, 'INVALID_ACTION_CODE', refused) });

    renderApp('/email-verified?mode=verifyEmail&oobCode=code-used');

    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.queryByText(messages.emailVerified.done)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
  });

  it('explains a link without a code and calls nothing', async () => {
    const mock = mockApi();

    renderApp('/email-verified');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/verify-email')).toHaveLength(0);
  });
});
