import { handler } from '../../../../../../functions/entry/api/account/logged-in';
import { routes } from '#shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, sessionItem } from '../../../../../fixtures/dynamo';
import { useTestEnv } from '../../../../../fixtures/env';
import { routeEvent } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';

/** GET /api/user/loggedIn: an optional-session route answering `{ status }`. */

const ddb = mockDocumentClient();

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  givenEmptyTable(ddb);
});
afterAll(() => ddb.restore());

const loggedIn = (cookies?: Record<string, string>) => invoke(handler, routeEvent(routes.loggedIn, { cookies }));

describe('GET /api/user/loggedIn', () => {
  it('answers status true for a live stored session', async () => {
    const token = fakeSessionCookie({ uid: 'alice' });
    givenStoredItem(ddb, sessionItem('alice', token));
    const answer = await loggedIn({ token });
    expect(answer).toMatchObject({ status: 200, body: { status: true } });
  });

  it.each<[string, () => Record<string, string> | undefined]>([
    ['no cookie', () => undefined],
    ['a uid cookie alone', () => ({ uid: 'alice' })],
    ['a cookie without a stored session', () => ({ token: fakeSessionCookie({ uid: 'alice' }) })],
  ])('answers 200 with status false for %s', async (_case, cookies) => {
    const answer = await loggedIn(cookies());
    expect(answer).toMatchObject({ status: 200, body: { status: false } });
  });
});
