import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { AGE_CONFIRMATION_LABELS } from '#shared/safety';
import { deferred, errorReply, mockApi, signedIn, signedOut } from './helpers/fetch-mock';
import { google, googleAccount, GRACE_PAYLOAD, resetGoogle } from './helpers/google';
import { renderApp } from './helpers/render-app';

const GRACE = {
  uid: 'firebase-uid-grace',
  email: 'grace@example.com',
  firstName: 'Grace Brewster',
  lastName: 'Hopper',
  provider: 'Google',
};

/** The API of a visitor who becomes signed in once the Google signup is accepted. */
function googleApi() {
  const mock = mockApi({ ...signedIn, ...signedOut, 'GET /api/user/': { body: GRACE } });
  mock.on('POST /api/auth/googleSignup', () => {
    mock.on('GET /api/user/loggedIn', { body: { status: true } });
    return { body: { success: true, message: 'Signed in with Google' } };
  });
  return mock;
}

/** Opens the page; /signup first answers the terms' age question, which the Google signup needs there. */
async function openPage(url: '/login' | '/signup') {
  const app = renderApp(url);
  const button = await screen.findByRole('button', { name: messages.google.continueWith });
  if (url === '/signup') await app.user.click(screen.getByRole('radio', { name: AGE_CONFIRMATION_LABELS.adult }));
  return { ...app, button };
}

/** What /signup sends: the pop-up's payload and the age answer; /login sends the payload alone. */
const expectedPayload = (url: '/login' | '/signup') => (url === '/signup' ? { ...GRACE_PAYLOAD, ageConfirmation: 'adult' } : GRACE_PAYLOAD);

beforeEach(() => {
  resetGoogle();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe.each(['/login', '/signup'] as const)('Continue with Google on %s', (url) => {
  it('prepares the Firebase SDK in advance, so the pop-up opens within the click', async () => {
    mockApi(signedOut);

    await openPage(url);

    await waitFor(() => expect(google.prefetch).toHaveBeenCalled());
  });

  it('sends the Google signup payload and goes to the dashboard with the from-auth state', async () => {
    const mock = googleApi();
    const account = googleAccount();
    google.signIn.mockResolvedValue({ status: 'signedIn', account });
    const { user, button, location } = await openPage(url);

    await user.click(button);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Grace Brewster' })).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/googleSignup').map((request) => request.body)).toEqual([expectedPayload(url)]);
    expect(location.current?.pathname).toBe('/dashboard');
    expect(location.current?.state).toEqual({ fromAuth: true, fromLogin: true });
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
    expect(account.signOut).toHaveBeenCalledTimes(1);
    expect(account.unlink).not.toHaveBeenCalled();
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(0);
  });

  it('shows the spec message, clears the cookie and unlinks Google when the API refuses', async () => {
    const mock = mockApi({
      ...signedOut,
      'POST /api/auth/googleSignup': errorReply(400, 'BAD_REQUEST', 'token: token is required.'),
      'POST /api/auth/logout': { body: { success: true, message: 'Logged out' } },
    });
    const account = googleAccount();
    google.signIn.mockResolvedValue({ status: 'signedIn', account });
    const { user, button, location } = await openPage(url);

    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.google.signupFailed);
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(account.unlink).toHaveBeenCalledTimes(1);
    expect(account.signOut).toHaveBeenCalledTimes(1);
    expect(location.current?.pathname).toBe(url);
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('shows the spec message and clears the cookie when Firebase refuses the account', async () => {
    const mock = mockApi({ ...signedOut, 'POST /api/auth/logout': { body: { success: true, message: 'Logged out' } } });
    google.signIn.mockResolvedValue({ status: 'failed', code: 'auth/account-exists-with-different-credential' });
    const { user, button } = await openPage(url);

    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.google.signupFailed);
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(mock.callsTo('POST /api/auth/googleSignup')).toHaveLength(0);
  });

  it('says nothing and calls nothing when the pop-up is closed', async () => {
    const mock = mockApi(signedOut);
    google.signIn.mockResolvedValue({ status: 'cancelled' });
    const { user, button } = await openPage(url);

    await user.click(button);

    await waitFor(() => expect(button).toBeEnabled());
    expect(google.signIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/googleSignup')).toHaveLength(0);
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(0);
  });

  it('is disabled while the sign-in is in progress', async () => {
    mockApi(signedOut);
    const popup = deferred<{ status: 'cancelled' }>();
    google.signIn.mockReturnValue(popup.promise);
    const { user, button } = await openPage(url);

    await user.click(button);

    expect(button).toBeDisabled();
    popup.resolve({ status: 'cancelled' });
    await waitFor(() => expect(button).toBeEnabled());
  });
});

describe('Continue with Google on /signup, before the age question is answered', () => {
  it('asks for the age answer first, without opening the pop-up, then sends the one chosen', async () => {
    const mock = googleApi();
    google.signIn.mockResolvedValue({ status: 'signedIn', account: googleAccount() });
    const { user } = renderApp('/signup');
    const button = await screen.findByRole('button', { name: messages.google.continueWith });

    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.ageRequired);
    expect(google.signIn).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: AGE_CONFIRMATION_LABELS.adult })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: AGE_CONFIRMATION_LABELS.guardian }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(button);

    await screen.findByRole('heading', { level: 1, name: 'Hi Grace Brewster' });
    expect(mock.callsTo('POST /api/auth/googleSignup').map((request) => request.body)).toEqual([
      { ...GRACE_PAYLOAD, ageConfirmation: 'guardian' },
    ]);
  });
});
