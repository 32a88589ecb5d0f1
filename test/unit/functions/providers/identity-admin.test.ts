import { findUser } from '../../../../functions/providers/identity/identity-admin';
import { useTestEnv } from '../../../fixtures/env';

describe('the identity admin calls', () => {
  it('refuse to start outside the emulator without the service-account secret, naming the variable', async () => {
    useTestEnv({ FIREBASE_AUTH_EMULATOR_HOST: undefined, FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: undefined });

    await expect(findUser('uid-1')).rejects.toThrow(/Missing environment variable FIREBASE_SERVICE_ACCOUNT_SECRET_ARN/);
  });
});
