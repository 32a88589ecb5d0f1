import * as z from 'zod/mini';
import { handler as changePassword } from '../../../../functions/entry/api/account/change-password';
import { handler as login } from '../../../../functions/entry/api/auth/login';
import { handler as getUser } from '../../../../functions/entry/api/account/get-user';
import { isCrossSite } from '../../../../functions/http/cross-site';
import { CROSS_SITE_MESSAGE } from '#shared/error-messages';
import { http } from '../../../../functions/http/http';
import { guardsCrossSite, routes, type AnyRoute, type RouteDef } from '#shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, profileItem, sessionItem } from '../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../fixtures/env';
import { apiEvent, routeEvent } from '../../../fixtures/events';
import { invoke } from '../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../fixtures/session-cookie';

/** The cross-site request guard of the http chain (functions/http/cross-site.ts). */

const ddb = mockDocumentClient();
const APP = TEST_ENV.APP_ORIGIN;
const refused = { success: false, code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE };

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  givenEmptyTable(ddb);
});
afterAll(() => ddb.restore());

const headersEvent = (headers: Record<string, string>) => apiEvent({ method: 'POST', headers });

describe('isCrossSite', () => {
  it.each([
    [{ 'Sec-Fetch-Site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, false],
    [{ 'sec-fetch-site': 'cross-site', origin: APP }, true],
    [{ origin: APP }, false],
    [{ Origin: 'https://evil.example' }, true],
    [{ origin: 'null' }, true],
    [{ origin: `${APP}.evil.example` }, true],
    [{}, false],
  ])('headers %j: cross-site %p', (headers, expected) => {
    expect(isCrossSite(headersEvent(headers))).toBe(expected);
  });

  describe('behind CloudFront (the viewer Host arrives as x-viewer-host, APP_ORIGIN is unset)', () => {
    beforeEach(() => useTestEnv({ APP_ORIGIN: undefined, APP_ORIGIN_PARAMETER: '/bg/app-origin' }));

    it.each([
      [{ origin: 'https://app.example', 'x-viewer-host': 'app.example' }, false],
      [{ origin: 'https://d111.cloudfront.net', 'x-viewer-host': 'd111.cloudfront.net' }, false],
      [{ origin: 'https://evil.example', 'x-viewer-host': 'app.example' }, true],
      [{ origin: 'http://app.example', 'x-viewer-host': 'app.example' }, true],
      [{ origin: 'https://app.example' }, true],
      [{ 'sec-fetch-site': 'same-origin' }, false],
    ])('headers %j: cross-site %p', (headers, expected) => {
      expect(isCrossSite(headersEvent(headers))).toBe(expected);
    });
  });
});

describe('the guard in the http chain', () => {
  it('refuses a cross-site login with 403 before anything is read or written', async () => {
    const answer = await invoke(
      login,
      routeEvent(routes.login, { body: { email: 'ada@example.com', password: 'Passw0rd!' }, headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(refused);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses a forged change of password even with a valid session cookie, without reading the session', async () => {
    // Prepare: the browser sends the victim's cookie along with another site's form post.
    const token = fakeSessionCookie({ uid: 'alice' });
    givenStoredItem(ddb, sessionItem('alice', token));
    // Act
    const answer = await invoke(
      changePassword,
      routeEvent(routes.changePassword, {
        cookies: { token },
        headers: { origin: 'https://evil.example' },
        body: { currentPassword: 'Passw0rd!', newPassword: 'N3wPassw0rd!', uid: 'alice' },
      }),
    );
    // Assess
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(refused);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('leaves GET routes alone: reading is not forgery', async () => {
    const token = fakeSessionCookie({ uid: 'alice' });
    givenStoredItem(ddb, sessionItem('alice', token));
    givenStoredItem(ddb, profileItem('alice'));
    const answer = await invoke(getUser, routeEvent(routes.getUser, { cookies: { token }, headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(answer.status).toBe(200);
  });

  it("lets a route marked crossSite: 'allow' through (a webhook)", async () => {
    const webhook: RouteDef = {
      name: 'webhook',
      area: 'billing',
      method: 'POST',
      path: '/api/probe/webhook',
      handler: 'probe',
      auth: 'none',
      params: z.strictObject({}),
      body: undefined,
      response: z.object({ ok: z.boolean() }),
      access: {},
      crossSite: 'allow',
    };
    const answer = await invoke(
      http(webhook, async () => ({ ok: true })),
      routeEvent(webhook, { headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
  });
});

describe('guardsCrossSite', () => {
  it("guards every state-changing route of the table but Stripe's webhook and the one-click unsubscribe (posted by mail providers' servers), and the spec's GET logout", () => {
    // The unsubscribe route needs no session and is authorised by its signed token alone.
    const notFromBrowsers: AnyRoute[] = [routes.stripeWebhook, routes.unsubscribe];
    for (const route of Object.values(routes)) {
      const changesState = route.method !== 'GET' || route === routes.logout;
      expect([route.name, guardsCrossSite(route)]).toEqual([route.name, changesState && !notFromBrowsers.includes(route)]);
    }
    expect(Object.values(routes).filter((route) => route.crossSite === 'allow')).toEqual(notFromBrowsers);
    expect(routes.unsubscribe.auth).toBe('none');
  });
});
