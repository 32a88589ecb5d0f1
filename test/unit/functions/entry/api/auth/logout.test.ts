import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../../../../functions/entry/api/auth/logout';
import { handler as postHandler } from '../../../../../../functions/entry/api/auth/logout-post';
import { routes } from '#shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, sessionItem, sessionKey } from '../../../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../../../fixtures/env';
import { routeEvent, type EventOverrides } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';

/** GET /api/auth/logout (the spec's) and POST (the web app's): revoke this session only, and always clear the cookies. */

const ddb = mockDocumentClient();
const UID = 'alice-uid';

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  givenEmptyTable(ddb);
  ddb.on(DeleteCommand).resolves({});
});
afterAll(() => ddb.restore());

const logout = (overrides: EventOverrides = {}) => invoke(handler, routeEvent(routes.logout, overrides));

/** Asserts the answer empties `token` and `uid` at once. */
function expectCookiesCleared(cookies: string[]): void {
  expect(cookies.map((c) => c.split('; ')[0]).sort()).toEqual(['token=', 'uid=']);
  for (const cookie of cookies) expect(cookie).toContain('Max-Age=0');
}

describe('GET /api/auth/logout', () => {
  it('deletes exactly the item of this session and clears both cookies', async () => {
    // Prepare: the user is signed in on two browsers.
    const token = fakeSessionCookie({ uid: UID, expiresInSeconds: 100 });
    const otherBrowser = fakeSessionCookie({ uid: UID, expiresInSeconds: 200 });
    givenStoredItem(ddb, sessionItem(UID, token));
    givenStoredItem(ddb, sessionItem(UID, otherBrowser));
    // Act
    const answer = await logout({ cookies: { token, uid: UID } });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Logged out' });
    const deletes = ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input);
    expect(deletes).toEqual([{ TableName: TEST_ENV.TABLE_NAME, Key: sessionKey(UID, token) }]);
    expectCookiesCleared(answer.cookies);
  });

  it('answers 200 and clears the cookies without a session', async () => {
    const answer = await logout();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Logged out' });
    expectCookiesCleared(answer.cookies);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('deletes nothing for a cookie whose session is already gone', async () => {
    const answer = await logout({ cookies: { token: fakeSessionCookie({ uid: UID }) } });
    expect(answer.status).toBe(200);
    expectCookiesCleared(answer.cookies);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('deletes nothing for an expired or foreign cookie', async () => {
    await logout({ cookies: { token: fakeSessionCookie({ uid: UID, expiresInSeconds: -5 }) } });
    await logout({ cookies: { token: fakeSessionCookie({ uid: UID, projectId: 'other-project' }) } });
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('marks the cleared cookies Secure by default', async () => {
    const answer = await logout();
    for (const cookie of answer.cookies) expect(cookie.split('; ')).toContain('Secure');
  });

  it('drops Secure from the cleared cookies when COOKIE_SECURE=false', async () => {
    useTestEnv({ COOKIE_SECURE: 'false' });
    const answer = await logout();
    expect(answer.cookies).toHaveLength(2);
    for (const cookie of answer.cookies) expect(cookie.split('; ')).not.toContain('Secure');
  });

  it('refuses a request another site started (a link or an image), leaving the session signed in', async () => {
    const token = fakeSessionCookie({ uid: UID, expiresInSeconds: 100 });
    givenStoredItem(ddb, sessionItem(UID, token));

    const fromLink = await logout({ cookies: { token, uid: UID }, headers: { 'sec-fetch-site': 'cross-site' } });
    const fromOldBrowser = await logout({ cookies: { token, uid: UID }, headers: { origin: 'https://evil.example' } });

    for (const answer of [fromLink, fromOldBrowser]) {
      expect(answer.status).toBe(403);
      expect(answer.cookies).toEqual([]);
    }
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('still answers a person who typed the address (Sec-Fetch-Site: none)', async () => {
    const answer = await logout({ headers: { 'sec-fetch-site': 'none' } });
    expect(answer.status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes this session and clears both cookies, as the GET does', async () => {
    const token = fakeSessionCookie({ uid: UID, expiresInSeconds: 100 });
    givenStoredItem(ddb, sessionItem(UID, token));

    const answer = await invoke(
      postHandler,
      routeEvent(routes.logoutPost, { cookies: { token, uid: UID }, headers: { 'sec-fetch-site': 'same-origin' } }),
    );

    expect(answer).toMatchObject({ status: 200, body: { success: true, message: 'Logged out' } });
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([sessionKey(UID, token)]);
    expectCookiesCleared(answer.cookies);
  });
});
