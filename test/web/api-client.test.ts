import { describe, expect, it, vi } from 'vitest';
import { GENERIC_SERVER_MESSAGE } from '#shared/errors';
import { fillPath } from '#shared/route-paths';
import { api, ApiError, errorMessage, NETWORK_ERROR_MESSAGE, onUnauthorized } from '../../web/src/lib/api-client';
import { routes, type WebRoute } from '../../web/src/lib/route-table';
import { errorReply, mockApi } from './helpers/fetch-mock';

describe('api client', () => {
  it('sends the route method and path with JSON and same-origin cookies, and returns the parsed body', async () => {
    // Prepare
    const mock = mockApi({ 'POST /api/auth/login': { body: { success: true, message: 'Logged in successfully' } } });

    // Act
    const result = await api(routes.login, { body: { email: 'ada@example.com', password: 'Secret1!' } });

    // Assess
    expect(result).toEqual({ success: true, message: 'Logged in successfully' });
    expect(mock.requests).toHaveLength(1);
    const [request] = mock.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'ada@example.com', password: 'Secret1!' },
      credentials: 'same-origin',
    });
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('sends no body for routes that take none', async () => {
    const mock = mockApi({ 'GET /api/user/loggedIn': { body: { status: true } } });

    const result = await api(routes.loggedIn);

    expect(result).toEqual({ status: true });
    expect(mock.requests[0]).toMatchObject({ method: 'GET', path: '/api/user/loggedIn', body: undefined });
    expect(mock.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('fills and encodes path parameters', () => {
    expect(fillPath('/api/bot/chat/{chatId}', { chatId: 'a b/c' })).toBe('/api/bot/chat/a%20b%2Fc');
    expect(fillPath('/api/bot/new-chat/{chatGoal}/{chatStyle}', { chatGoal: 1, chatStyle: 3 })).toBe('/api/bot/new-chat/1/3');
    expect(() => fillPath('/api/bot/{chatId}', {})).toThrow('Missing path parameter chatId');
  });

  it('rebuilds an ApiError with status, code, message and fields from the error body', async () => {
    mockApi({
      'POST /api/auth/': errorReply(400, 'BAD_REQUEST', 'email: Enter a valid email address.', {
        email: 'Enter a valid email address.',
      }),
    });

    const call = api(routes.register, {
      body: { email: 'x', firstName: 'A', lastName: '', password: 'p', provider: 'Email', googleId: null, ageConfirmation: 'adult' },
    });

    const error = await call.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'email: Enter a valid email address.',
      fields: { email: 'Enter a valid email address.' },
    });
    expect(errorMessage(error, 'fallback')).toBe('Enter a valid email address.');
  });

  it('falls back to a code for the status and the generic message when the body is not the API’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );

    const error = await api(routes.loggedIn).catch((failure: unknown) => failure);

    expect(error).toMatchObject({ status: 502, code: 'INTERNAL', message: GENERIC_SERVER_MESSAGE });
  });

  it('turns a failed fetch into a NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    const error = await api(routes.loggedIn).catch((failure: unknown) => failure);

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it('notifies unauthorized listeners on a 401 from a route that requires a session', async () => {
    mockApi({ 'GET /api/user/': errorReply(401, 'UNAUTHORIZED', 'Please log in to continue.') });
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);

    const error = await api(routes.getUser).catch((failure: unknown) => failure);
    unsubscribe();

    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(routes.getUser);
  });

  it('does not notify on a 401 when the call opts out (a wrong current password is not an ended session)', async () => {
    mockApi({ 'PUT /api/user/change-password': errorReply(401, 'INVALID_CREDENTIALS', 'Wrong password.') });
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    const body = { currentPassword: 'Wrong1!x', newPassword: 'N3wPassw0rd!', uid: 'uid-ada' };

    const optedOut = await api(routes.changePassword, { body, signOutOn401: false }).catch((failure: unknown) => failure);
    expect(optedOut).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(listener).not.toHaveBeenCalled();

    // The same call without the option is an ended session like any other.
    await api(routes.changePassword, { body }).catch(() => undefined);
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify on a 401 from a route without required auth (a wrong password)', async () => {
    mockApi({
      'POST /api/auth/login': errorReply(401, 'INVALID_CREDENTIALS', 'Please enter the correct login credentials.'),
    });
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);

    const error = await api(routes.login, { body: { email: 'ada@example.com', password: 'nope' } }).catch((failure: unknown) => failure);
    unsubscribe();

    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe', async () => {
    mockApi({ 'POST /api/auth/refresh': errorReply(401, 'UNAUTHORIZED', 'Your session has ended.') });
    const listener = vi.fn();
    onUnauthorized(listener)();

    await api(routes.refreshSession).catch(() => undefined);

    expect(listener).not.toHaveBeenCalled();
  });

  it('fills the path parameters of a route from params', async () => {
    // No route of the table has parameters yet, so this one is made up in the table's shape.
    const mock = mockApi({ 'DELETE /api/bot/c%2F1': { body: { success: true, message: 'Deleted' } } });
    const route = { name: 'logout', method: 'DELETE', path: '/api/bot/{chatId}', auth: 'required' };

    await api(route as unknown as WebRoute<'logout'>, { params: { chatId: 'c/1' } } as never);

    expect(mock.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/bot/c%2F1' });
    expect(mock.unhandled).toEqual([]);
  });
});
