import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHALLENGE_FAILED_MESSAGE, CHALLENGE_REQUIRED_MESSAGE } from '#shared/error-messages';
import { messages } from '#shared/messages';
import type { TurnstileOptions } from '@/components/bot-check/load-turnstile';
import { configReply, errorReply, mockApi, signedIn, signedOut, type Handlers } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

/**
 * The bot check in the forms: shown when the API asks for it (428), and the form sends itself
 * again with the token once the person passes. The widget is Turnstile's API played by a fake
 * (jsdom runs no downloaded script); the Chromium test runs the real local stand-in.
 */

const rendered: TurnstileOptions[] = [];
vi.mock('@/components/bot-check/load-turnstile', () => ({
  loadTurnstile: async () => ({
    render(container: HTMLElement, options: TurnstileOptions) {
      rendered.push(options);
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Pass the check';
      button.onclick = () => options.callback(`token-${rendered.length}`);
      container.append(button);
      return `widget-${rendered.length}`;
    },
    reset: () => undefined,
    remove: () => undefined,
  }),
}));

const CREDENTIALS = { email: 'ada@example.com', password: 'Secret1!' };
const ASKED = errorReply(428, 'CHALLENGE_REQUIRED', CHALLENGE_REQUIRED_MESSAGE);

async function openLogin(handlers: Handlers) {
  const mock = mockApi({ ...signedOut, 'GET /api/config': configReply, ...handlers });
  const app = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: messages.login.title });
  await app.user.type(screen.getByLabelText('Email address'), CREDENTIALS.email);
  await app.user.type(screen.getByLabelText('Password'), CREDENTIALS.password);
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...app, mock };
}

describe('the bot check', () => {
  it('is shown when the API asks, and passing it logs in with the token, without a second click', async () => {
    const { mock, user, location } = await openLogin({ ...signedIn, 'GET /api/user/loggedIn': { body: { status: false } } });
    mock.on('POST /api/auth/login', (request) => {
      if (!(request.body as { challengeToken?: string }).challengeToken) return ASKED;
      mock.on('GET /api/user/loggedIn', { body: { status: true } });
      return { body: { success: true, message: 'Logged in successfully' } };
    });
    // The first answer asked: the reason and the widget for the login form.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const check = (await screen.findByText(CHALLENGE_REQUIRED_MESSAGE)).closest('.bot-check') as HTMLElement;
    expect(rendered.at(-1)).toMatchObject({ sitekey: 'test-site-key', action: 'login' });

    await user.click(await within(check).findByRole('button', { name: 'Pass the check' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Ada/ })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/dashboard');
    expect(mock.callsTo('POST /api/auth/login').at(-1)?.body).toEqual({ ...CREDENTIALS, challengeToken: `token-${rendered.length}` });
  });

  it('shows a fresh check when the token is refused, and sends each token once', async () => {
    const { mock, user } = await openLogin({ 'POST /api/auth/login': ASKED });
    await screen.findByText(CHALLENGE_REQUIRED_MESSAGE);
    mock.on('POST /api/auth/login', errorReply(428, 'CHALLENGE_REQUIRED', CHALLENGE_FAILED_MESSAGE));

    await user.click(await screen.findByRole('button', { name: 'Pass the check' }));

    expect(await screen.findByText(CHALLENGE_FAILED_MESSAGE)).toBeInTheDocument();
    const tokens = mock.callsTo('POST /api/auth/login').map((request) => (request.body as { challengeToken?: string }).challengeToken);
    expect(tokens).toEqual([undefined, expect.stringMatching(/^token-/)]);
    expect(screen.getAllByRole('button', { name: 'Pass the check' })).toHaveLength(1);
  });

  it('goes away after a wrong password sent with a passed check', async () => {
    const { mock, user } = await openLogin({ 'POST /api/auth/login': ASKED });
    mock.on('POST /api/auth/login', errorReply(401, 'INVALID_CREDENTIALS', messages.login.wrongCredentialsInternal));

    await user.click(await screen.findByRole('button', { name: 'Pass the check' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.wrongCredentials);
    await waitFor(() => expect(screen.queryByText(CHALLENGE_REQUIRED_MESSAGE)).not.toBeInTheDocument());
  });

  it('asks on the forgot-password form too, for that form', async () => {
    const mock = mockApi({ ...signedOut, 'GET /api/config': configReply, 'POST /api/auth/forgot-password': ASKED });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email address'), CREDENTIALS.email);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText(CHALLENGE_REQUIRED_MESSAGE);
    mock.on('POST /api/auth/forgot-password', { body: { success: true, message: 'sent' } });

    await user.click(await screen.findByRole('button', { name: 'Pass the check' }));

    expect(await screen.findByText(messages.forgotPassword.sent)).toBeInTheDocument();
    expect(rendered.at(-1)?.action).toBe('forgotPassword');
    expect(mock.callsTo('POST /api/auth/forgot-password').at(-1)?.body).toEqual({
      email: CREDENTIALS.email,
      challengeToken: `token-${rendered.length}`,
    });
  });
});
