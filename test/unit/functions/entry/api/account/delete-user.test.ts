import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../../../../functions/entry/api/account/delete-user';
import { deleteUserIfPresent, findUser } from '../../../../../../functions/providers/identity/identity-admin';
import { signInWithPassword } from '../../../../../../functions/providers/identity/identity-rest';
import { LocalMailbox } from '../../../../../../functions/providers/mail/local-mailbox';
import { leaveBuddies } from '../../../../../../functions/domain/buddies/leave-buddies';
import { leaveGuardians } from '../../../../../../functions/domain/guardian/links';
import { setPayments } from '../../../../../../functions/providers/payments';
import { FakePayments } from '../../../../../fixtures/stripe';
import { routes } from '#shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, profileKey, sessionItem, sessionKey } from '../../../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../../../fixtures/env';
import { routeEvent } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';

jest.mock('../../../../../../functions/providers/identity/identity-admin', () => ({ deleteUserIfPresent: jest.fn(), findUser: jest.fn() }));
jest.mock('../../../../../../functions/providers/identity/identity-rest', () => ({ signInWithPassword: jest.fn() }));
// The buddies' side of a deletion (other users' partitions) has its own integration test (buddy-account).
jest.mock('../../../../../../functions/domain/buddies/leave-buddies', () => ({ leaveBuddies: jest.fn() }));
// So has the guardians' side (guardian-links).
jest.mock('../../../../../../functions/domain/guardian/links', () => ({ leaveGuardians: jest.fn() }));

/** DELETE /api/user/: identity first, then every item, the caller's own session last of all. */

const ddb = mockDocumentClient();
const deleteIdentity = jest.mocked(deleteUserIfPresent);
const identity = jest.mocked(findUser);
const passwordSignIn = jest.mocked(signInWithPassword);
const leaveTheirBuddies = jest.mocked(leaveBuddies);
const leaveTheirGuardians = jest.mocked(leaveGuardians);
const UID = 'leaver-uid';
const TABLE = TEST_ENV.TABLE_NAME;

type Key = { pk: string; sk: string };
let token: string;
/** The order things happened in: identity deletion and each batch's keys. */
let events: string[];
let stripe: FakePayments;

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  givenEmptyTable(ddb);
  events = [];
  deleteIdentity.mockReset().mockImplementation(async () => {
    events.push('identity');
  });
  leaveTheirBuddies.mockReset().mockImplementation(async (uid) => {
    events.push(`buddies:${uid}`);
  });
  leaveTheirGuardians.mockReset().mockImplementation(async (uid) => {
    events.push(`guardians:${uid}`);
  });
  // The owner gives the right password (test/integration/account-deletion.test.ts has the refusals).
  identity.mockReset().mockResolvedValue({ uid: UID, email: 'leaver@example.com', emailVerified: true, disabled: false, providerData: [] });
  passwordSignIn.mockReset().mockResolvedValue({ uid: UID, idToken: 'id-token', refreshToken: 'refresh-token', emailVerified: true });
  token = fakeSessionCookie({ uid: UID });
  stripe = new FakePayments();
  stripe.deleteCustomer = async (customerId) => {
    events.push(`stripe:${customerId}`);
  };
  setPayments(stripe);
  givenStoredItem(ddb, sessionItem(UID, token));
  ddb.on(BatchWriteCommand).callsFake((input: { RequestItems: Record<string, Array<{ DeleteRequest: { Key: Key } }>> }) => {
    events.push(`batch:${input.RequestItems[TABLE]!.length}`);
    return {};
  });
});
afterAll(() => {
  ddb.restore();
  setPayments();
});

/** The user's partitions: profile, the current session, another session and `extra` more items. */
function givenPartition(extra = 0, pageSize = 1000): Key[] {
  const keys: Key[] = [
    profileKey(UID),
    sessionKey(UID, token),
    sessionKey(UID, 'other-browser'),
    ...Array.from({ length: extra }, (_, i) => ({ pk: `USER#${UID}`, sk: `CHAT#${String(i).padStart(4, '0')}` })),
  ];
  // The sessions have a partition of their own: each partition is queried (and paged) apart.
  for (const pk of new Set(keys.map((key) => key.pk))) {
    const own = keys.filter((key) => key.pk === pk);
    const pages: Key[][] = [];
    for (let i = 0; i < own.length; i += pageSize) pages.push(own.slice(i, i + pageSize));
    pages.forEach((page, i) => {
      const after = i === 0 ? undefined : pages[i - 1]!.at(-1);
      const request = ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey: after });
      request.resolves({ Items: page, ...(i < pages.length - 1 && { LastEvaluatedKey: page.at(-1) }) });
    });
  }
  return keys;
}

const deletedKeys = () =>
  ddb.commandCalls(BatchWriteCommand).map((call) => call.args[0].input.RequestItems![TABLE]!.map((r) => r.DeleteRequest!.Key as Key));

const deleteMe = () => invoke(handler, routeEvent(routes.deleteUser, { cookies: { token }, body: { password: 'Passw0rd!' } }));

describe('DELETE /api/user/', () => {
  it('deletes the identity, then every item, the current session alone in the last batch', async () => {
    // Prepare
    const keys = givenPartition();
    // Act
    const answer = await deleteMe();
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(deleteIdentity).toHaveBeenCalledWith(UID);
    expect(events).toEqual(['identity', `buddies:${UID}`, `guardians:${UID}`, 'batch:2', 'batch:1']);
    const batches = deletedKeys();
    expect(batches.at(-1)).toEqual([sessionKey(UID, token)]);
    expect(batches.flat()).toHaveLength(keys.length);
    expect(new Set(batches.flat().map((key) => key.sk))).toEqual(new Set(keys.map((key) => key.sk)));
  });

  it('reads both partitions (items and sessions) whole, following pages, with consistent key-only queries', async () => {
    givenPartition(60, 25);
    await deleteMe();
    const queries = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    const partitions = queries.map((query) => query.ExpressionAttributeValues?.[':pk']);
    expect(partitions.sort()).toEqual([`SESSION#${UID}`, `USER#${UID}`, `USER#${UID}`, `USER#${UID}`]);
    for (const query of queries) {
      expect(query).toMatchObject({ KeyConditionExpression: 'pk = :pk', ProjectionExpression: '#pk, #sk', ConsistentRead: true });
    }
    expect(deletedKeys().flat()).toHaveLength(63);
  });

  it('deletes in batches of at most 25', async () => {
    givenPartition(60);
    await deleteMe();
    expect(events).toEqual(['identity', `buddies:${UID}`, `guardians:${UID}`, 'batch:25', 'batch:25', 'batch:12', 'batch:1']);
  });

  it('retries the items DynamoDB leaves unprocessed until they are deleted', async () => {
    // Prepare: the first batch leaves the profile unprocessed once.
    givenPartition();
    let first = true;
    ddb.on(BatchWriteCommand).callsFake((input: { RequestItems: Record<string, Array<{ DeleteRequest: { Key: Key } }>> }) => {
      const requests = input.RequestItems[TABLE]!;
      events.push(`batch:${requests.length}`);
      if (!first) return {};
      first = false;
      return { UnprocessedItems: { [TABLE]: requests.filter((r) => r.DeleteRequest.Key.sk === 'PROFILE') } };
    });
    // Act
    const answer = await deleteMe();
    // Assess
    expect(answer.status).toBe(200);
    expect(deletedKeys()).toEqual([[profileKey(UID), sessionKey(UID, 'other-browser')], [profileKey(UID)], [sessionKey(UID, token)]]);
  });

  it('keeps the current session when deleting the other items fails, so the request can be repeated', async () => {
    givenPartition(30);
    ddb.on(BatchWriteCommand).rejects(new Error('throttled for good'));

    const answer = await deleteMe();

    expect(answer.status).toBe(500);
    expect(deletedKeys().flat()).not.toContainEqual(sessionKey(UID, token));
    expect(answer.cookies).toEqual([]);
  });

  it('deletes no item when the identity deletion fails', async () => {
    givenPartition();
    deleteIdentity.mockRejectedValue(new Error('identity provider down'));

    const answer = await deleteMe();

    expect(answer.status).toBe(500);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(answer.cookies).toEqual([]);
  });

  it('clears both cookies once everything is gone', async () => {
    givenPartition();
    const answer = await deleteMe();
    expect(answer.cookies.map((cookie) => cookie.split('; ')[0]).sort()).toEqual(['token=', 'uid=']);
  });

  it('deletes the Stripe customer between the identity and the data: its id is on the profile', async () => {
    givenPartition();
    ddb.on(GetCommand, { Key: profileKey(UID) }).resolves({ Item: { ...profileKey(UID), stripeCustomerId: 'cus_leaver' } });
    const answer = await deleteMe();
    expect(answer.status).toBe(200);
    expect(events).toEqual(['identity', 'stripe:cus_leaver', `buddies:${UID}`, `guardians:${UID}`, 'batch:2', 'batch:1']);
  });

  it('calls Stripe for no one who never had a customer', async () => {
    givenPartition();
    await deleteMe();
    expect(events).toEqual(['identity', `buddies:${UID}`, `guardians:${UID}`, 'batch:2', 'batch:1']);
  });

  it('keeps every item when deleting the customer fails, so a retry deletes it (the customer id is still there)', async () => {
    givenPartition();
    ddb.on(GetCommand, { Key: profileKey(UID) }).resolves({ Item: { ...profileKey(UID), stripeCustomerId: 'cus_leaver' } });
    stripe.deleteCustomer = () => Promise.reject(new Error('Stripe is down'));
    const answer = await deleteMe();
    expect(answer.status).toBe(500);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(answer.cookies).toEqual([]);
  });

  it('completes a deletion that stopped half-way without asking the identity provider for the password: the identity is gone already', async () => {
    // Prepare: the identity went in the first attempt, which then failed.
    givenPartition();
    identity.mockResolvedValue(undefined);
    // Act
    const answer = await deleteMe();
    // Assess
    expect(answer.status).toBe(200);
    expect(passwordSignIn).not.toHaveBeenCalled();
    expect(deletedKeys().at(-1)).toEqual([sessionKey(UID, token)]);
  });

  it('answers 200 when the notice e-mail cannot be sent: the account is gone either way', async () => {
    givenPartition();
    const send = jest.spyOn(LocalMailbox.prototype, 'send').mockRejectedValue(new Error('mail is down'));
    try {
      const answer = await deleteMe();

      expect(answer.status).toBe(200);
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: 'leaver@example.com' }));
      expect(deletedKeys().at(-1)).toEqual([sessionKey(UID, token)]);
    } finally {
      send.mockRestore();
    }
  });

  it('answers 401 to a signed-out caller and deletes nothing', async () => {
    const answer = await invoke(handler, routeEvent(routes.deleteUser));
    expect(answer.status).toBe(401);
    expect(deleteIdentity).not.toHaveBeenCalled();
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
