import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { createCustomToken } from '../../../../../functions/providers/identity/identity-admin';
import { resetServiceAccount } from '../../../../../functions/providers/identity/service-account';
import { useTestEnv } from '../../../../fixtures/env';
import { SERVICE_ACCOUNT_EMAIL, serviceAccountJson, testKey } from './fake-google';

/**
 * Custom tokens outside the emulator (which takes unsigned ones, as the integration tests show):
 * signed with the service account's key, with the claims Firebase requires of them.
 */

const secrets = mockClient(SecretsManagerClient);
afterAll(() => secrets.restore());

describe('createCustomToken outside the emulator', () => {
  it('is an RS256 token of the service account for Identity Toolkit, naming the uid, valid one hour', async () => {
    const key = await testKey('sa-key-1');
    useTestEnv({ FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: 'arn:service-account' });
    secrets.on(GetSecretValueCommand).resolves({ SecretString: serviceAccountJson(key) });
    resetServiceAccount();

    const token = await createCustomToken('uid-1');

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, key.publicKey, {
      issuer: SERVICE_ACCOUNT_EMAIL,
      subject: SERVICE_ACCOUNT_EMAIL,
      audience: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    });
    expect(payload.uid).toBe('uid-1');
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
  });
});
