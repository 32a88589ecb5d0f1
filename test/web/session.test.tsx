import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { SESSION_REFRESH_INTERVAL_MS } from '../../web/src/features/auth/api/refresh-session';
import { afterLoginHref } from '../../web/src/paths';
import { errorReply, mockApi, signedIn, signedOut } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

describe('route guards', () => {
  it('sends a signed-out visitor from /dashboard to /login, replacing history', async () => {
    const mock = mockApi(signedOut);

    const { location } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: messages.login.title })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/login');
    expect(location.navigationType).toBe('REPLACE');
    expect(mock.callsTo('GET /api/user/')).toHaveLength(0);
  });

  it('lets a signed-in user into /dashboard and greets them by first name', async () => {
    mockApi(signedIn);

    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Ada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /dashboard', async () => {
    mockApi(signedIn);

    const { location } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Ada' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/dashboard');
  });

  it('keeps a signed-out visitor on /login', async () => {
    const mock = mockApi(signedOut);

    const { location } = renderApp('/login');

    await waitFor(() => expect(mock.callsTo('GET /api/user/loggedIn')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: messages.login.title })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/login');
  });
});

describe('logout', () => {
  it('calls the API, forgets the session data and goes to / replacing history', async () => {
    const mock = mockApi(signedIn);
    sessionStorage.setItem('draft', 'hello');
    localStorage.setItem('selectedSessionId', 'chat-1');
    localStorage.setItem('theme', 'dark');
    const { user, location } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: /AI coach/ })).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(location.current?.pathname).toBe('/');
    expect(location.navigationType).toBe('REPLACE');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('selectedSessionId')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('still signs out locally when the logout request fails', async () => {
    const mock = mockApi({ ...signedIn, 'POST /api/auth/logout': errorReply(500, 'INTERNAL', 'Something went wrong.') });
    localStorage.setItem('selectedSessionId', 'chat-1');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, location } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: /AI coach/ })).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(location.current?.pathname).toBe('/');
    expect(localStorage.getItem('selectedSessionId')).toBeNull();
  });
});

describe('session refresh and expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the session every 55 minutes while signed in, and stops after logout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const mock = mockApi(signedIn);
    const { user } = renderApp('/dashboard', { userEvent: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByRole('heading', { level: 1, name: 'Hi Ada' });

    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS - 1_000));
    expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS));
    expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: /AI coach/ });
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS * 2));
    expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(2);
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(3_300_000);
  });

  it('signs out locally and goes to /login when a required route answers 401', async () => {
    const mock = mockApi(signedIn);
    mock.on('GET /api/user/', () => {
      // The session was revoked elsewhere: from now on the API sees no session.
      mock.on('GET /api/user/loggedIn', { body: { status: false } });
      return errorReply(401, 'UNAUTHORIZED', 'Please log in to continue.');
    });
    localStorage.setItem('selectedSessionId', 'chat-1');

    const { location } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: messages.login.title })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/login');
    expect(location.navigationType).toBe('REPLACE');
    expect(localStorage.getItem('selectedSessionId')).toBeNull();
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(0);
  });
});

describe('returning after the session ends', () => {
  it('logs in again and goes back to the page the session ended on', async () => {
    const mock = mockApi(signedIn);
    mock.on('GET /api/user/', () => {
      mock.on('GET /api/user/loggedIn', { body: { status: false } });
      return errorReply(401, 'UNAUTHORIZED', 'Please log in to continue.');
    });
    const { user, location } = renderApp('/dashboard?tab=chats#latest');
    await screen.findByRole('heading', { level: 1, name: messages.login.title });
    expect(location.current?.state).toEqual({ from: { pathname: '/dashboard', search: '?tab=chats', hash: '#latest' } });

    mock.on('POST /api/auth/login', () => {
      mock.on('GET /api/user/loggedIn', { body: { status: true } });
      mock.on('GET /api/user/', signedIn['GET /api/user/']!);
      return { body: { success: true, message: 'Logged in successfully' } };
    });
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Ada' })).toBeInTheDocument();
    expect(location.current).toMatchObject({ pathname: '/dashboard', search: '?tab=chats', hash: '#latest' });
  });

  it('a guard that sends a visitor to /login remembers the page too', async () => {
    mockApi(signedOut);

    const { location } = renderApp('/dashboard?tab=chats');

    await screen.findByRole('heading', { level: 1, name: messages.login.title });
    expect(location.current?.state).toEqual({ from: { pathname: '/dashboard', search: '?tab=chats', hash: '' } });
  });

  it.each([
    ['no state', null, '/dashboard'],
    ['a page inside the app', { from: { pathname: '/blog/first', search: '?a=1', hash: '#b' } }, '/blog/first?a=1#b'],
    ['/login itself', { from: { pathname: '/login' } }, '/dashboard'],
    ['another site', { from: { pathname: '//evil.example/x' } }, '/dashboard'],
    ['a relative path', { from: { pathname: 'dashboard' } }, '/dashboard'],
  ])('after login goes to the right place with %s', (_, state, expected) => {
    expect(afterLoginHref(state)).toBe(expected);
  });
});
