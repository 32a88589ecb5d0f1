import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { resetAccessToken } from '../../../../../functions/providers/identity/google-access-token';
import { useGoogleEndpoints } from '../../../../../functions/providers/identity/google-endpoints';
import { findUser } from '../../../../../functions/providers/identity/identity-admin';
import { resetServiceAccount } from '../../../../../functions/providers/identity/service-account';
import { useTestEnv } from '../../../../fixtures/env';
import {
  SERVICE_ACCOUNT_EMAIL,
  serviceAccountJson,
  startFakeGoogle,
  testKey,
  type FakeGoogle,
  type Received,
  type TestKey,
} from './fake-google';

/**
 * The service account's OAuth2 access token, which the emulator never asks for: how it is minted
 * (the JWT-bearer grant), kept for the container and renewed. A local server plays Google's token
 * endpoint and Identity Toolkit; the identity port's account lookup is the call that needs it.
 */

const secrets = mockClient(SecretsManagerClient);
const LOOKUP = '/v1/projects/demo-blue-guardian/accounts:lookup';
let google: FakeGoogle;
let key: TestKey;
let minted = 0;

const tokenRequests = () => google.received.filter((request) => request.path === '/token');
const lookups = () => google.received.filter((request) => request.path === LOOKUP);
const answerLookup = (accepted: (bearer: string) => boolean) =>
  google.routes.set(LOOKUP, (request: Received) =>
    accepted(String(request.headers.authorization).replace(/^Bearer /, ''))
      ? { status: 200, json: { users: [{ localId: 'uid-1', email: 'ada@example.com', providerUserInfo: [] }] } }
      : { status: 401, json: { error: { message: 'UNAUTHENTICATED' } } },
  );

beforeAll(async () => {
  google = await startFakeGoogle();
  key = await testKey('sa-key-1');
  useGoogleEndpoints({ token: `${google.baseUrl}/token`, identityToolkit: google.baseUrl });
});
afterAll(async () => {
  useGoogleEndpoints();
  secrets.restore();
  await google.close();
});
beforeEach(() => {
  useTestEnv({ FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: 'arn:service-account' });
  secrets.reset();
  secrets.on(GetSecretValueCommand).resolves({ SecretString: serviceAccountJson(key) });
  resetServiceAccount();
  resetAccessToken();
  google.received.length = 0;
  minted = 0;
  google.routes.set('/token', () => ({ status: 200, json: { access_token: `token-${++minted}`, expires_in: 3600, token_type: 'Bearer' } }));
  answerLookup(() => true);
});
afterEach(() => jest.restoreAllMocks());

describe("the service account's access token", () => {
  it('is minted with an RS256 assertion of the service account for Identity Toolkit, and carried as the bearer', async () => {
    const user = await findUser('uid-1');

    expect(user).toEqual({ uid: 'uid-1', email: 'ada@example.com', emailVerified: false, disabled: false, providerData: [] });
    const [request] = tokenRequests();
    const form = new URLSearchParams(request!.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const assertion = form.get('assertion')!;
    expect(decodeProtectedHeader(assertion)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'sa-key-1' });
    const { payload } = await jwtVerify(assertion, key.publicKey, {
      issuer: SERVICE_ACCOUNT_EMAIL,
      audience: 'https://oauth2.googleapis.com/token',
    });
    expect(payload.scope).toBe('https://www.googleapis.com/auth/identitytoolkit https://www.googleapis.com/auth/cloud-platform');
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(3600);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(lookups()[0]!.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(lookups()[0]!.body)).toEqual({ localId: ['uid-1'] });
  });

  it('serves every call of the container, read and minted once, until five minutes before it expires', async () => {
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    await Promise.all([findUser('uid-1'), findUser('uid-1')]);
    now.mockReturnValue(start + 54 * 60_000);
    await findUser('uid-1');
    expect(tokenRequests()).toHaveLength(1);

    now.mockReturnValue(start + 56 * 60_000);
    await findUser('uid-1');

    expect(tokenRequests()).toHaveLength(2);
    expect(lookups().map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('is renewed once when Identity Toolkit answers 401, and the call goes through with the new one', async () => {
    answerLookup((bearer) => bearer !== 'token-1');

    await expect(findUser('uid-1')).resolves.toMatchObject({ uid: 'uid-1' });

    expect(lookups().map((request) => request.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('is renewed only once: a second 401 fails the call', async () => {
    answerLookup(() => false);

    await expect(findUser('uid-1')).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });

    expect(tokenRequests()).toHaveLength(2);
    expect(lookups()).toHaveLength(2);
  });

  it("is not cached when Google refuses the assertion: the error names Google's reason, the next call asks again", async () => {
    google.routes.set('/token', () => ({ status: 400, json: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } }));
    await expect(findUser('uid-1')).rejects.toThrow(/invalid_grant/);

    google.routes.set('/token', () => ({ status: 200, json: { access_token: 'token-after', expires_in: 3600 } }));
    await findUser('uid-1');

    expect(lookups().map((request) => request.headers.authorization)).toEqual(['Bearer token-after']);
  });
});
