import * as z from 'zod/mini';
import { AppError, unavailable } from '../../../../functions/kernel/errors';
import { http } from '../../../../functions/http/http';
import { GENERIC_SERVER_MESSAGE } from '#shared/errors';
import type { RouteDef } from '#shared/routes';
import { useTestEnv } from '../../../fixtures/env';
import { routeEvent } from '../../../fixtures/events';
import { invoke } from '../../../fixtures/invoke';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler as getUser } from '../../../../functions/entry/api/account/get-user';
import { BUSY_MESSAGE } from '#shared/error-messages';
import { routes } from '#shared/routes';
import { mockDocumentClient } from '../../../fixtures/dynamo';
import { fakeSessionCookie } from '../../../fixtures/session-cookie';

/** Which error messages reach the caller: all below 500, and at or above only when exposed. */

const probe: RouteDef = {
  name: 'probe',
  area: 'account',
  method: 'GET',
  path: '/api/probe',
  handler: 'probe',
  auth: 'none',
  params: z.strictObject({}),
  body: undefined,
  response: z.object({ ok: z.boolean() }),
  access: {},
};
const failingWith = (error: Error) =>
  invoke(
    http(probe, () => Promise.reject(error)),
    routeEvent(probe),
  );

beforeEach(() => useTestEnv());

describe('error responses', () => {
  it('a 503 written for the user reaches them with its code', async () => {
    const answer = await failingWith(unavailable('Your coach could not reply just now. Your message is saved.', { expose: true }));
    expect(answer).toMatchObject({
      status: 503,
      body: { success: false, code: 'UNAVAILABLE', message: 'Your coach could not reply just now. Your message is saved.' },
    });
  });

  it('any other 5xx shows only the generic message', async () => {
    const answer = await failingWith(unavailable('identity provider at 10.0.0.7 timed out'));
    expect(answer).toMatchObject({ status: 503, body: { code: 'UNAVAILABLE', message: GENERIC_SERVER_MESSAGE } });
  });

  it('errors below 500 always show their message, and cannot be hidden', async () => {
    const answer = await failingWith(new AppError('NOT_FOUND', 'We could not find this chat.', undefined, { expose: false }));
    expect(answer).toMatchObject({ status: 404, body: { message: 'We could not find this chat.' } });
  });
});

describe('a table too busy to answer, once the SDK has retried (a fault at the port)', () => {
  const ddb = mockDocumentClient();
  afterAll(() => ddb.restore());
  beforeEach(() => ddb.reset());

  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'InternalServerError'])(
    '%s: 503 with a message the user can act on, and when to retry',
    async (name) => {
      ddb.on(GetCommand).rejects(Object.assign(new Error('Rate exceeded'), { name }));

      const answer = await invoke(getUser, routeEvent(routes.getUser, { cookies: { token: fakeSessionCookie({ uid: 'alice' }) } }));

      expect(answer).toMatchObject({ status: 503, body: { success: false, code: 'UNAVAILABLE', message: BUSY_MESSAGE } });
      expect(answer.headers['retry-after']).toBe('2');
    },
  );

  it('a bug of ours is still the generic 500, not "busy"', async () => {
    ddb.on(GetCommand).rejects(Object.assign(new Error('One or more parameter values were invalid'), { name: 'ValidationException' }));
    const answer = await invoke(getUser, routeEvent(routes.getUser, { cookies: { token: fakeSessionCookie({ uid: 'alice' }) } }));
    expect(answer).toMatchObject({ status: 500, body: { message: GENERIC_SERVER_MESSAGE } });
  });
});
