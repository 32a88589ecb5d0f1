import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { SignJWT, type CryptoKey } from 'jose';
import { resetAccessToken } from '../../../../../functions/providers/identity/google-access-token';
import { useGoogleEndpoints } from '../../../../../functions/providers/identity/google-endpoints';
import { verifyIdToken } from '../../../../../functions/providers/identity/identity-admin';
import { resetServiceAccount } from '../../../../../functions/providers/identity/service-account';
import { useTestEnv } from '../../../../fixtures/env';
import { serviceAccountJson, startFakeGoogle, testKey, type FakeGoogle, type TestKey } from './fake-google';

/**
 * Verification of Firebase ID tokens outside the emulator (whose tokens are unsigned): Google's
 * signature from its JWKS, our project's issuer and audience, the token's times, and the account's
 * revocation. A local server plays Google's JWKS endpoint and Identity Toolkit.
 */

const secrets = mockClient(SecretsManagerClient);
const PROJECT = 'demo-blue-guardian';
const LOOKUP = `/v1/projects/${PROJECT}/accounts:lookup`;
let google: FakeGoogle;
let googleKey: TestKey;
let strangerKey: TestKey;
let account: Record<string, unknown>;

const nowS = () => Math.floor(Date.now() / 1000);

function idToken(overrides: Record<string, unknown> = {}, signer: CryptoKey = googleKey.privateKey): Promise<string> {
  const iat = nowS() - 10;
  return new SignJWT({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'uid-1',
    user_id: 'uid-1',
    auth_time: iat - 60,
    iat,
    exp: iat + 3600,
    email: 'grace@example.com',
    email_verified: true,
    firebase: { sign_in_provider: 'google.com', identities: { 'google.com': ['g-1'] } },
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1', typ: 'JWT' })
    .sign(signer);
}

beforeAll(async () => {
  google = await startFakeGoogle();
  googleKey = await testKey('google-1');
  strangerKey = await testKey('google-1');
  useGoogleEndpoints({ token: `${google.baseUrl}/token`, identityToolkit: google.baseUrl, idTokenJwks: `${google.baseUrl}/jwks` });
});
afterAll(async () => {
  useGoogleEndpoints();
  secrets.restore();
  await google.close();
});
beforeEach(() => {
  useTestEnv({ FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: 'arn:service-account' });
  secrets.reset();
  secrets.on(GetSecretValueCommand).resolves({ SecretString: serviceAccountJson(googleKey) });
  resetServiceAccount();
  resetAccessToken();
  account = { localId: 'uid-1', email: 'grace@example.com' };
  google.routes.set('/token', () => ({ status: 200, json: { access_token: 'token-1', expires_in: 3600 } }));
  google.routes.set('/jwks', () => ({ status: 200, json: { keys: [googleKey.jwk] } }));
  google.routes.set(LOOKUP, () => ({ status: 200, json: { users: [account] } }));
});

describe('verifyIdToken outside the emulator', () => {
  it("accepts a current token Google signed for our project, with the user's uid", async () => {
    const claims = await verifyIdToken(await idToken());

    expect(claims).toMatchObject({
      uid: 'uid-1',
      email: 'grace@example.com',
      email_verified: true,
      firebase: { sign_in_provider: 'google.com', identities: { 'google.com': ['g-1'] } },
    });
  });

  it.each([
    ['for another project', { aud: 'another-project' }],
    ['from another issuer', { iss: 'https://securetoken.google.com/another-project' }],
    ['expired', { exp: nowS() - 1 }],
    ['issued in the future', { iat: nowS() + 3600, exp: nowS() + 7200 }],
    ['without a subject', { sub: '' }],
  ])('refuses a token %s', async (_case, overrides) => {
    expect(await verifyIdToken(await idToken(overrides))).toBeUndefined();
  });

  it('refuses a token signed by another key under the same key id', async () => {
    expect(await verifyIdToken(await idToken({}, strangerKey.privateKey))).toBeUndefined();
  });

  it("refuses an unsigned token (the emulator's kind) when no emulator is configured", async () => {
    const payload = (await idToken()).split('.')[1];
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;

    expect(await verifyIdToken(unsigned)).toBeUndefined();
  });

  it('refuses a token of a disabled account, or one signed in before its tokens were revoked', async () => {
    account = { ...account, disabled: true };
    expect(await verifyIdToken(await idToken())).toBeUndefined();

    account = { localId: 'uid-1', validSince: String(nowS()) };
    expect(await verifyIdToken(await idToken())).toBeUndefined();
  });

  it("fails (our fault, not the token's) when Google's keys cannot be read", async () => {
    google.routes.set('/jwks-down', () => ({ status: 503, json: {} }));
    useGoogleEndpoints({ token: `${google.baseUrl}/token`, identityToolkit: google.baseUrl, idTokenJwks: `${google.baseUrl}/jwks-down` });
    try {
      await expect(verifyIdToken(await idToken())).rejects.toThrow();
    } finally {
      useGoogleEndpoints({ token: `${google.baseUrl}/token`, identityToolkit: google.baseUrl, idTokenJwks: `${google.baseUrl}/jwks` });
    }
  });
});
