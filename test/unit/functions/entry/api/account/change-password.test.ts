import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../../../../functions/entry/api/account/change-password';
import { createSessionCookie, findUser, setPassword } from '../../../../../../functions/providers/identity/identity-admin';
import { signInWithPassword } from '../../../../../../functions/providers/identity/identity-rest';
import { AppError } from '../../../../../../functions/kernel/errors';
import { messages } from '#shared/messages';
import { routes } from '#shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, profileItem, sessionItem } from '../../../../../fixtures/dynamo';
import { useTestEnv } from '../../../../../fixtures/env';
import { routeEvent } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';
import { startLogCapture, type LogCapture } from '../../../../../fixtures/capture-logs';

jest.mock('../../../../../../functions/providers/identity/identity-admin', () => ({
  createSessionCookie: jest.fn(),
  findUser: jest.fn(),
  setPassword: jest.fn(),
}));
jest.mock('../../../../../../functions/providers/identity/identity-rest', () => ({ signInWithPassword: jest.fn() }));

/** PUT /api/user/change-password: only one's own, only with the current password. */

const ddb = mockDocumentClient();
const signIn = jest.mocked(signInWithPassword);
const UID = 'alice-uid';
const CURRENT = 'Passw0rd!';
const NEW = 'N3wPassw0rd!';

let token: string;
let capture: LogCapture;

beforeEach(() => {
  useTestEnv({ LOG_LEVEL: 'info' });
  ddb.reset();
  givenEmptyTable(ddb);
  jest
    .mocked(createSessionCookie)
    .mockReset()
    .mockResolvedValue(fakeSessionCookie({ uid: UID, expiresInSeconds: 999 }));
  jest.mocked(findUser).mockReset();
  jest.mocked(setPassword).mockReset().mockResolvedValue();
  signIn.mockReset().mockImplementation(async (_email, password) => {
    if (password !== CURRENT && password !== NEW) throw new AppError('INVALID_CREDENTIALS', messages.login.wrongCredentialsInternal);
    return { uid: UID, idToken: 'id', refreshToken: 'refresh', emailVerified: true };
  });
  token = fakeSessionCookie({ uid: UID });
  givenStoredItem(ddb, sessionItem(UID, token));
  givenStoredItem(ddb, profileItem(UID));
  capture = startLogCapture();
});
afterEach(() => {
  capture.stop();
  jest.restoreAllMocks();
});
afterAll(() => ddb.restore());

const change = (body: Record<string, unknown>) =>
  invoke(
    handler,
    routeEvent(routes.changePassword, { cookies: { token }, body: { currentPassword: CURRENT, newPassword: NEW, uid: UID, ...body } }),
  );

const nothingChanged = () => {
  expect(setPassword).not.toHaveBeenCalled();
  expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
};

describe('PUT /api/user/change-password', () => {
  it("answers 403 for another user's uid, without checking any password or changing anything", async () => {
    // Act
    const answer = await change({ uid: 'bob-uid' });
    // Assess
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'You can only change your own password.' });
    expect(signIn).not.toHaveBeenCalled();
    nothingChanged();
  });

  it('answers 401 INVALID_CREDENTIALS with the spec text for a wrong current password', async () => {
    const answer = await change({ currentPassword: 'Wr0ngPassword!' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: messages.changePassword.wrongCurrent });
    nothingChanged();
  });

  it('answers 400 when the new password is the current one', async () => {
    const answer = await change({ newPassword: CURRENT });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Choose a new password that differs from the current one.');
    nothingChanged();
  });

  it('changes the password, signs in again with it and issues a new session for this browser', async () => {
    const answer = await change({});
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: messages.changePassword.success } });
    expect(setPassword).toHaveBeenCalledWith(UID, NEW);
    expect(signIn).toHaveBeenLastCalledWith('ada.lovelace@example.test', NEW);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
    expect(answer.cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['token', 'uid']);
  });

  it('never logs either password', async () => {
    await change({});
    await change({ currentPassword: 'Wr0ngPassword!' });
    expect(capture.lines.join('\n')).not.toMatch(/Passw0rd|Wr0ngPassword/);
  });
});
