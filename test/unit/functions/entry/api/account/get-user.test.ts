import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../../../../functions/entry/api/account/get-user';
import { GENERIC_SERVER_MESSAGE } from '#shared/errors';
import { routes } from '#shared/routes';
import {
  getKeys,
  givenEmptyTable,
  givenStoredItem,
  mockDocumentClient,
  profileItem,
  profileKey,
  sessionItem,
  sessionKey,
} from '../../../../../fixtures/dynamo';
import { useTestEnv } from '../../../../../fixtures/env';
import { routeEvent, type EventOverrides } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';

/** GET /api/user/: a route that requires a session, through the real handler. */

const ddb = mockDocumentClient();
const UID = 'alice-uid';

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  givenEmptyTable(ddb);
});
afterAll(() => ddb.restore());

const getUser = (overrides: EventOverrides = {}) => invoke(handler, routeEvent(routes.getUser, overrides));

/** A live session for UID, stored, and its cookie. */
function signedIn(): string {
  const token = fakeSessionCookie({ uid: UID });
  givenStoredItem(ddb, sessionItem(UID, token));
  return token;
}

const profileWasRead = () => getKeys(ddb).some((key) => key.sk === 'PROFILE');

describe('GET /api/user/ without a valid session', () => {
  const unauthorized = { success: false, code: 'UNAUTHORIZED', message: 'Please log in to continue.' };

  it.each<[string, () => Record<string, string> | undefined]>([
    ['no cookie', () => undefined],
    ['a garbage token cookie', () => ({ token: 'not-a-jwt' })],
    ['a cookie for another project', () => ({ token: fakeSessionCookie({ uid: UID, projectId: 'other-project' }) })],
    [
      'a cookie whose audience alone is another project',
      () => ({ token: fakeSessionCookie({ uid: UID, claims: { aud: 'other-project' } }) }),
    ],
    ['an expired cookie', () => ({ token: fakeSessionCookie({ uid: UID, expiresInSeconds: -1 }) })],
    ['only a uid cookie', () => ({ uid: UID })],
  ])('answers 401 for %s and never reads the table', async (_case, cookies) => {
    // Act
    const answer = await getUser({ cookies: cookies() });
    // Assess
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthorized);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 401 for a well-formed cookie whose session item is absent, without reading the profile', async () => {
    // Prepare
    const token = fakeSessionCookie({ uid: UID });
    givenStoredItem(ddb, profileItem(UID));
    // Act
    const answer = await getUser({ cookies: { token } });
    // Assess
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthorized);
    expect(getKeys(ddb)).toEqual([sessionKey(UID, token)]);
    expect(profileWasRead()).toBe(false);
  });

  it('answers 401 when the stored session item has expired', async () => {
    const token = fakeSessionCookie({ uid: UID });
    givenStoredItem(ddb, sessionItem(UID, token, { expiresAt: Math.floor(Date.now() / 1000) - 1 }));
    givenStoredItem(ddb, profileItem(UID));

    const answer = await getUser({ cookies: { token } });

    expect(answer.status).toBe(401);
    expect(profileWasRead()).toBe(false);
  });

  it('checks the session before the input, so a signed-out caller learns nothing from validation', async () => {
    const answer = await getUser({ body: { anything: true } });
    expect(answer.status).toBe(401);
  });
});

describe('GET /api/user/ with a valid session', () => {
  it('answers 200 with exactly the user details, no bookkeeping attributes', async () => {
    // Prepare
    const token = signedIn();
    givenStoredItem(ddb, profileItem(UID, { stripeCustomerId: 'cus_123', passwordHash: 'x' }));
    // Act
    const answer = await getUser({ cookies: { token } });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      uid: UID,
      email: 'ada.lovelace@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      provider: 'Email',
    });
  });

  it('reads the profile of the uid in the session cookie, never the readable uid cookie', async () => {
    const token = signedIn();
    givenStoredItem(ddb, profileItem(UID));
    givenStoredItem(ddb, profileItem('mallory-uid', { email: 'mallory@example.test' }));

    const answer = await getUser({ cookies: { token, uid: 'mallory-uid' } });

    expect(answer.body).toMatchObject({ uid: UID });
    expect(getKeys(ddb)).toEqual([sessionKey(UID, token), profileKey(UID)]);
  });

  it('finds the cookie whatever the case of the Cookie header', async () => {
    const token = signedIn();
    givenStoredItem(ddb, profileItem(UID));
    const answer = await getUser({ headers: { Cookie: `theme=dark; token=${token}` } });
    expect(answer.status).toBe(200);
  });

  it('reads the session with a consistent read, so a logout takes effect at once', async () => {
    const token = signedIn();
    givenStoredItem(ddb, profileItem(UID));
    await getUser({ cookies: { token } });
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({ ConsistentRead: true });
  });

  it('answers 404 when the profile is missing', async () => {
    const token = signedIn();
    const answer = await getUser({ cookies: { token } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'We could not find your account.' });
  });

  it('answers 500 with the generic message and no internal detail when the table fails', async () => {
    // Prepare
    const token = signedIn();
    ddb
      .on(GetCommand, { Key: profileKey(UID) })
      .rejects(new Error('Connection to arn:aws:dynamodb:us-east-1:123456789012:table/secret failed'));
    // Act
    const answer = await getUser({ cookies: { token } });
    // Assess
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, code: 'INTERNAL', message: GENERIC_SERVER_MESSAGE });
    expect(answer.rawBody).not.toMatch(/arn:aws|secret|Connection/);
  });

  it('answers 500 rather than a malformed profile', async () => {
    const token = signedIn();
    givenStoredItem(ddb, profileItem(UID, { provider: 'Myspace' }));
    const answer = await getUser({ cookies: { token } });
    expect(answer.status).toBe(500);
    expect(answer.rawBody).not.toContain('Myspace');
  });
});

describe('GET /api/user/ preferences', () => {
  it('includes the stored preferences', async () => {
    const token = signedIn();
    givenStoredItem(ddb, profileItem(UID, { theme: 'dark', preferredVoice: 'shimmer' }));
    const answer = await getUser({ cookies: { token } });
    expect(answer.body).toMatchObject({ uid: UID, preferences: { theme: 'dark', preferredVoice: 'shimmer' } });
  });

  it('includes only the preferences that are stored', async () => {
    const token = signedIn();
    givenStoredItem(ddb, profileItem(UID, { preferredVoice: 'alloy' }));
    const answer = await getUser({ cookies: { token } });
    expect(answer.body.preferences).toEqual({ preferredVoice: 'alloy' });
  });
});

describe('GET /api/user/ plan', () => {
  it('includes the stored plan, and none before the user chooses one', async () => {
    const token = signedIn();
    givenStoredItem(ddb, profileItem(UID, { plan: 'Premium' }));
    expect((await getUser({ cookies: { token } })).body).toMatchObject({ uid: UID, plan: 'Premium' });
    givenStoredItem(ddb, profileItem(UID));
    expect((await getUser({ cookies: { token } })).body).not.toHaveProperty('plan');
  });
});
