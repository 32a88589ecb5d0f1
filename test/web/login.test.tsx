import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { deferred, errorReply, mockApi, signedIn, signedOut, type Handlers, type Reply } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

const CREDENTIALS = { email: 'ada@example.com', password: 'Secret1!' };
const UNVERIFIED = errorReply(403, 'EMAIL_NOT_VERIFIED', messages.login.verifyMail);

async function openLogin(handlers: Handlers) {
  const mock = mockApi({ ...signedOut, ...handlers });
  const app = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: messages.login.title });
  const form = {
    email: screen.getByLabelText('Email address'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login' }),
  };
  const logIn = async (values = CREDENTIALS) => {
    await app.user.type(form.email, values.email);
    await app.user.type(form.password, values.password);
    await app.user.click(form.submit);
  };
  return { ...app, mock, form, logIn };
}

describe('login page', () => {
  it('shows the title, required email and password inputs, and its links', async () => {
    const { form } = await openLogin({});

    expect(document.title).toBe('Log in | Blue Guardian');
    expect(form.email).toHaveAttribute('type', 'email');
    expect(form.email).toBeRequired();
    expect(form.password).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it('shows and hides the password with a toggle button', async () => {
    const { form, user } = await openLogin({});

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(form.password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(form.password).toHaveAttribute('type', 'password');
  });

  it('asks to fill in email and password when one is empty, without calling the API', async () => {
    const { form, user, mock } = await openLogin({});

    await user.type(form.email, CREDENTIALS.email);
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.fillIn);
    expect(mock.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('clears the error when the user types', async () => {
    const { form, user } = await openLogin({});
    await user.click(form.submit);
    await screen.findByRole('alert');

    await user.type(form.password, 'S');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the credentials are wrong on a 401', async () => {
    const { logIn } = await openLogin({
      'POST /api/auth/login': errorReply(401, 'INVALID_CREDENTIALS', messages.login.wrongCredentialsInternal),
    });

    await logIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.wrongCredentials);
  });

  it('disables Login while logging in', async () => {
    const held = deferred<Reply>();
    const { logIn, form } = await openLogin({ 'POST /api/auth/login': () => held.promise });

    await logIn();

    expect(form.submit).toBeDisabled();
    held.resolve(errorReply(401, 'INVALID_CREDENTIALS', 'nope'));
    await screen.findByRole('alert');
    expect(form.submit).toBeEnabled();
  });

  it('goes to the dashboard with the from-auth state after a successful login', async () => {
    const { logIn, location, mock } = await openLogin({ ...signedIn, 'GET /api/user/loggedIn': { body: { status: false } } });
    mock.on('POST /api/auth/login', () => {
      // From now on the browser holds the session cookie.
      mock.on('GET /api/user/loggedIn', { body: { status: true } });
      return { body: { success: true, message: 'Logged in successfully' } };
    });

    await logIn();

    expect(await screen.findByRole('heading', { level: 1, name: /Ada/ })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/dashboard');
    expect(location.current?.state).toEqual({ fromAuth: true, fromLogin: true });
    expect(mock.callsTo('POST /api/auth/login')[0]?.body).toEqual(CREDENTIALS);
  });

  describe('unverified email', () => {
    it('opens the verify-email popup instead of an error', async () => {
      const { logIn } = await openLogin({ 'POST /api/auth/login': UNVERIFIED });

      await logIn();

      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(messages.login.verifyFirst);
      expect(dialog).toHaveTextContent(messages.login.noVerificationEmail);
      expect(within(dialog).getByRole('button', { name: 'Resend' })).toHaveFocus();
      expect(screen.queryByText(messages.login.wrongCredentials)).not.toBeInTheDocument();
    });

    it('Resend posts the same email and password, closes the popup and confirms', async () => {
      const sent = 'Verification email sent. Please check your inbox.';
      const { logIn, user, mock } = await openLogin({
        'POST /api/auth/login': UNVERIFIED,
        'POST /api/auth/resend-verification': { body: { success: true, message: sent } },
      });
      await logIn();

      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(mock.callsTo('POST /api/auth/resend-verification').map((request) => request.body)).toEqual([CREDENTIALS]);
      expect(screen.getByRole('status')).toHaveTextContent(sent);
    });

    it('keeps the popup open with the error when Resend fails', async () => {
      const limited = 'We sent a verification email less than a minute ago. Please check your inbox.';
      const { logIn, user } = await openLogin({
        'POST /api/auth/login': UNVERIFIED,
        'POST /api/auth/resend-verification': errorReply(429, 'RATE_LIMITED', limited),
      });
      await logIn();
      const dialog = await screen.findByRole('dialog');

      await user.click(within(dialog).getByRole('button', { name: 'Resend' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(limited);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('closes with Escape and gives focus back to the form', async () => {
      const { logIn, user, form } = await openLogin({ 'POST /api/auth/login': UNVERIFIED });
      await logIn();
      await screen.findByRole('dialog');

      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(form.password).toHaveFocus();
    });
  });

  it('shows the API message for other failures', async () => {
    const { logIn } = await openLogin({
      'POST /api/auth/login': errorReply(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute.'),
    });

    await logIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute.');
  });
});
