import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deleteSession, getSession, putSession } from '../../../../functions/data/sessions';
import { readSession } from '../../../../functions/http/session';
import { getKeys, givenEmptyTable, givenStoredItem, mockDocumentClient, sessionItem, sessionKey } from '../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../fixtures/env';
import { fakeSessionCookie } from '../../../fixtures/session-cookie';

/** How a session cookie is looked up, stored and revoked (functions/http/session.ts, data/sessions.ts). */

const ddb = mockDocumentClient();
const NOW = 1_800_000_000;

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  givenEmptyTable(ddb);
});
afterAll(() => ddb.restore());

describe('readSession', () => {
  it('looks the session up under the uid of the cookie and a hash of the cookie', async () => {
    // Prepare
    const token = fakeSessionCookie({ uid: 'alice' });
    givenStoredItem(ddb, sessionItem('alice', token));
    // Act
    const session = await readSession(`token=${token}`);
    // Assess
    expect(session).toEqual({ uid: 'alice', token, record: expect.objectContaining({ uid: 'alice' }) });
    expect(getKeys(ddb)).toEqual([sessionKey('alice', token)]);
    expect(getKeys(ddb)[0]!.sk).not.toContain(token.split('.')[1]);
  });

  it('does not find a session stored for another cookie of the same user', async () => {
    givenStoredItem(ddb, sessionItem('alice', fakeSessionCookie({ uid: 'alice', expiresInSeconds: 100 })));
    const otherCookie = fakeSessionCookie({ uid: 'alice', expiresInSeconds: 200 });

    expect(await readSession(`token=${otherCookie}`)).toBeUndefined();
  });

  it('refuses a stored item whose uid differs from the cookie', async () => {
    const token = fakeSessionCookie({ uid: 'mallory' });
    givenStoredItem(ddb, sessionItem('mallory', token, { uid: 'alice' }));

    expect(await readSession(`token=${token}`)).toBeUndefined();
  });

  it('treats a stored item that has expired as absent', async () => {
    const token = fakeSessionCookie({ uid: 'alice' });
    givenStoredItem(ddb, sessionItem('alice', token, { expiresAt: Math.floor(Date.now() / 1000) - 1 }));

    expect(await readSession(`token=${token}`)).toBeUndefined();
  });

  it.each([undefined, '', 'uid=alice', 'token=', 'token=abc.def.ghi'])(
    'answers undefined without a table read for the cookie header %p',
    async (header) => {
      expect(await readSession(header)).toBeUndefined();
      expect(ddb.calls()).toHaveLength(0);
    },
  );
});

describe('getSession', () => {
  const token = 'session-cookie-value';

  it('does not find a cookie under another uid than the one it was stored for', async () => {
    givenStoredItem(ddb, sessionItem('alice', token, { expiresAt: NOW + 60 }));

    expect(await getSession('alice', token, NOW)).toBeDefined();
    expect(await getSession('bob', token, NOW)).toBeUndefined();
  });

  it.each([
    ['expiresAt < now', NOW - 1],
    ['expiresAt = now', NOW],
  ])('treats an item with %s as absent', async (_case, expiresAt) => {
    givenStoredItem(ddb, sessionItem('alice', token, { expiresAt }));
    expect(await getSession('alice', token, NOW)).toBeUndefined();
  });

  it('returns only the session record of a live item, not its keys', async () => {
    givenStoredItem(ddb, sessionItem('alice', token, { expiresAt: NOW + 1, createdAt: 5, refreshToken: 'rt' }));
    expect(await getSession('alice', token, NOW)).toEqual({
      uid: 'alice',
      refreshToken: 'rt',
      createdAt: 5,
      expiresAt: NOW + 1,
    });
  });
});

describe('putSession and deleteSession', () => {
  const token = fakeSessionCookie({ uid: 'alice' });

  it('stores the session under its hash with an expiry for TTL, never the cookie itself', async () => {
    // Act
    await putSession(token, { uid: 'alice', refreshToken: 'rt', createdAt: 1, expiresAt: NOW });
    // Assess
    const input = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.TableName).toBe(TEST_ENV.TABLE_NAME);
    expect(input.Item).toEqual({
      ...sessionKey('alice', token),
      type: 'Session',
      uid: 'alice',
      refreshToken: 'rt',
      createdAt: 1,
      expiresAt: NOW,
    });
    expect(JSON.stringify(input)).not.toContain(token);
  });

  it('deletes exactly the item of that cookie', async () => {
    await deleteSession('alice', token);
    const calls = ddb.commandCalls(DeleteCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({ TableName: TEST_ENV.TABLE_NAME, Key: sessionKey('alice', token) });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});
