import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportPKCS8, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/**
 * A local HTTP server standing in for Google at the wire: the OAuth token endpoint, Identity
 * Toolkit's admin API and the JWKS of ID tokens. Each test says how it answers and reads what it got.
 */

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Answer = { status: number; json: unknown };
export type Responder = (request: Received) => Answer;

export interface FakeGoogle {
  baseUrl: string;
  received: Received[];
  /** How the next requests are answered (by path); unset paths answer 404. */
  routes: Map<string, Responder>;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const received: Received[] = [];
  const routes = new Map<string, Responder>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const answer = routes.get(request.path.split('?')[0]!)?.(request) ?? { status: 404, json: { error: { message: 'NOT_FOUND' } } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    routes,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export interface TestKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  pkcs8: string;
  jwk: JWK;
}

/** An RS256 key pair, as a service account's private key and a JWKS entry. */
export async function testKey(kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    privateKey,
    publicKey,
    pkcs8: await exportPKCS8(privateKey),
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

export const SERVICE_ACCOUNT_EMAIL = 'firebase-adminsdk@demo-blue-guardian.iam.gserviceaccount.com';

/** The service account's JSON key file, as Secrets Manager holds it. */
export const serviceAccountJson = (key: TestKey, kid = 'sa-key-1'): string =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'demo-blue-guardian',
    private_key_id: kid,
    private_key: key.pkcs8,
    client_email: SERVICE_ACCOUNT_EMAIL,
  });
