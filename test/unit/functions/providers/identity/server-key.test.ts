import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { resetServerKey, signInWithPassword } from '../../../../../functions/providers/identity/identity-rest';
import { startLogCapture } from '../../../../fixtures/capture-logs';
import { useTestEnv } from '../../../../fixtures/env';

/**
 * Which API key Firebase Auth's REST calls carry: the server's own, never the browser's once it is
 * set, so that the browser's public key can be limited to the web app's few methods. A local
 * server stands in for the Auth Emulator and records the `key` of each call.
 */

const secrets = mockClient(SecretsManagerClient);
let server: Server;
let host: string;
const keys: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    keys.push(new URL(req.url ?? '/', 'http://local').searchParams.get('key') ?? '');
    res.setHeader('content-type', 'application/json');
    const idToken = `x.${Buffer.from(JSON.stringify({ email_verified: true })).toString('base64url')}.y`;
    res.end(JSON.stringify({ localId: 'uid-1', idToken, refreshToken: 'refresh-1' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  secrets.restore();
  return new Promise((done) => server.close(done));
});
beforeEach(() => {
  keys.length = 0;
  secrets.reset();
  resetServerKey();
});

const BROWSER_KEY = 'browser-key-public';
const signIn = () => signInWithPassword('ada@example.com', 'Passw0rd!');

describe("the server's own Firebase API key", () => {
  it('is used when set, never the browser key', async () => {
    useTestEnv({ FIREBASE_AUTH_EMULATOR_HOST: host, FIREBASE_API_KEY: BROWSER_KEY, FIREBASE_SERVER_API_KEY: 'server-key' });
    await signIn();
    expect(keys).toEqual(['server-key']);
  });

  it('is read once from its secret in AWS', async () => {
    useTestEnv({ FIREBASE_AUTH_EMULATOR_HOST: host, FIREBASE_API_KEY: BROWSER_KEY, FIREBASE_SERVER_API_KEY_SECRET_ARN: 'arn:server-key' });
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'server-key-from-secret' });
    await signIn();
    await signIn();
    expect(keys).toEqual(['server-key-from-secret', 'server-key-from-secret']);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it("falls back to the browser key, and says so, while the stack's secret holds its placeholder", async () => {
    useTestEnv({ FIREBASE_AUTH_EMULATOR_HOST: host, FIREBASE_API_KEY: BROWSER_KEY, FIREBASE_SERVER_API_KEY_SECRET_ARN: 'arn:server-key' });
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'replace-with-the-firebase-server-api-key' });
    const capture = startLogCapture();
    try {
      await signIn();
      await signIn();
    } finally {
      capture.stop();
    }
    expect(keys).toEqual([BROWSER_KEY, BROWSER_KEY]);
    // Said once per recheck of the secret, not on every sign-in.
    expect(capture.lines.filter((line) => line.includes('Firebase server API key not set yet'))).toHaveLength(1);
  });

  it('is the browser key where no server key exists (the emulator, the tests)', async () => {
    useTestEnv({ FIREBASE_AUTH_EMULATOR_HOST: host, FIREBASE_API_KEY: BROWSER_KEY });
    await signIn();
    expect(keys).toEqual([BROWSER_KEY]);
  });
});
