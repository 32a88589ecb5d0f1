import { adminAuth } from '../../../../functions/providers/identity/identity-admin';
import { useTestEnv } from '../../../fixtures/env';

describe('adminAuth', () => {
  it('refuses to start outside the emulator without the service-account secret, naming the variable', async () => {
    useTestEnv({ FIREBASE_AUTH_EMULATOR_HOST: undefined, FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: undefined });

    await expect(adminAuth()).rejects.toThrow(/Missing environment variable FIREBASE_SERVICE_ACCOUNT_SECRET_ARN/);
  });
});
