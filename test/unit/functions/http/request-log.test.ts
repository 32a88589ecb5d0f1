import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler as register } from '../../../../functions/entry/api/auth/register';
import { handler as getUser } from '../../../../functions/entry/api/account/get-user';
import { routes } from '#shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, profileItem, profileKey, sessionItem } from '../../../fixtures/dynamo';
import { useTestEnv } from '../../../fixtures/env';
import { lambdaContext, routeEvent } from '../../../fixtures/events';
import { invoke } from '../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../fixtures/session-cookie';
import { startLogCapture, type LogCapture } from '../../../fixtures/capture-logs';

/**
 * Logs carry ids only (SAFETY.md item 11): console output is captured around real requests that
 * carry a recognisable e-mail address, password and session cookie.
 */

const ddb = mockDocumentClient();
const UID = 'privacy-uid-41';
const EMAIL = 'privacy.probe.7f3a@example.test';
const PASSWORD = 'Pr1vacyProbe#77';
const REQUEST_ID = 'req-6c1d9e2b-privacy';

let capture: LogCapture;

beforeEach(() => {
  useTestEnv({ LOG_LEVEL: 'info' });
  ddb.reset();
  givenEmptyTable(ddb);
  capture = startLogCapture();
});
afterEach(() => {
  capture.stop();
  jest.restoreAllMocks();
});
afterAll(() => ddb.restore());

const context = () => lambdaContext({ awsRequestId: REQUEST_ID });
const logs = () => capture.lines.join('\n');

function signedIn(): string {
  const token = fakeSessionCookie({ uid: UID });
  givenStoredItem(ddb, sessionItem(UID, token));
  return token;
}

const signup = {
  email: EMAIL,
  firstName: 'Probe',
  lastName: 'Person',
  password: PASSWORD,
  provider: 'Email',
  googleId: null,
  ageConfirmation: 'adult',
};

describe('request logs', () => {
  it.each<[string, unknown]>([
    ['an unknown field', { ...signup, referrer: 'x' }],
    ['malformed JSON', `${JSON.stringify(signup).slice(0, -1)},`],
    ['a password that breaks the rule', { ...signup, password: `${PASSWORD.toLowerCase()}-` }],
    ['a body over 64 KB', { ...signup, lastName: 'P'.repeat(70_000) }],
  ])('hold the request id but neither e-mail nor password for a refused sign-up with %s', async (_case, body) => {
    // Act
    const answer = await invoke(register, routeEvent(routes.register, { body }), context());
    // Assess
    expect(answer.status).toBe(400);
    expect(logs()).toContain(REQUEST_ID);
    expect(logs()).not.toContain(EMAIL);
    expect(logs()).not.toContain('privacy.probe');
    expect(logs()).not.toMatch(/Pr1vacyProbe|pr1vacyprobe/);
  });

  it('hold ids, route and status but not the e-mail or cookie of a successful request', async () => {
    // Prepare
    const token = signedIn();
    givenStoredItem(ddb, profileItem(UID, { email: EMAIL }));
    // Act
    const answer = await invoke(getUser, routeEvent(routes.getUser, { cookies: { token } }), context());
    // Assess: the answer carries the e-mail, the logs do not.
    expect(answer.rawBody).toContain(EMAIL);
    expect(logs()).toContain(REQUEST_ID);
    expect(logs()).not.toContain(EMAIL);
    expect(logs()).not.toContain(token);
    const line = JSON.parse(capture.lines.find((l) => l.includes('"message":"request"'))!);
    expect(line).toMatchObject({ message: 'request', requestId: REQUEST_ID, uid: UID, route: 'GET /api/user/', status: 200 });
    // Powertools adds the invocation: its request id and whether it was a cold start.
    expect(line).toMatchObject({ level: 'INFO', service: 'blue-guardian', function_request_id: REQUEST_ID });
    expect(typeof line.cold_start).toBe('boolean');
  });

  it('hold the request id and error but not the cookie when a request fails with 500', async () => {
    const token = signedIn();
    ddb.on(GetCommand, { Key: profileKey(UID) }).rejects(new Error('socket hang up'));

    const answer = await invoke(getUser, routeEvent(routes.getUser, { cookies: { token } }), context());

    expect(answer.status).toBe(500);
    expect(logs()).toContain(REQUEST_ID);
    expect(logs()).toContain('socket hang up');
    expect(logs()).not.toContain(token);
  });

  it('name a missing variable when configuration fails, while the caller sees only the generic 500', async () => {
    useTestEnv({ LOG_LEVEL: 'info', TABLE_NAME: undefined });

    const answer = await invoke(getUser, routeEvent(routes.getUser, { cookies: { token: signedIn() } }), context());

    expect(answer.status).toBe(500);
    expect(answer.rawBody).not.toContain('TABLE_NAME');
    expect(logs()).toContain('Missing environment variable TABLE_NAME');
  });

  it('stay silent with LOG_LEVEL=silent, invocation after invocation', async () => {
    useTestEnv({ LOG_LEVEL: 'silent' });
    // Powertools resets its level at each invocation after the first: the facade must hold.
    for (let i = 0; i < 3; i++) await invoke(register, routeEvent(routes.register, { body: '{' }), context());
    expect(capture.lines).toEqual([]);
  });
});
