import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer as createViteServer } from 'vite';
import { createApiServer } from './api-server';
import { mailboxRoute } from './mailbox';
import { ensurePortFree, freePort } from './ports';
import { startServices } from './services';

/**
 * `npm start`: the whole product on a laptop, with no account and no key. dynalite and the
 * Firebase Auth Emulator keep their data in DATA_DIR (default .data/), the local API server runs
 * the Lambda handlers, and Vite serves the web app, proxying /api to it. One URL is printed.
 */

const numberFrom = (name: string, fallback: number): number => {
  const value = process.env[name];
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} must be a port number, not "${value}"`);
  return port;
};

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  // Lambda runs Node 22; on a Node 20 laptop the AWS SDK would warn about it on every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Vite's note that a future config loader will want file extensions on imports: not a problem today.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const webPort = numberFrom('PORT', 5173);
  const authPort = numberFrom('AUTH_EMULATOR_PORT', 9099);
  await ensurePortFree(webPort, 'PORT');
  await ensurePortFree(authPort, 'AUTH_EMULATOR_PORT');
  // DATA_DIR=memory runs with throw-away data (the end-to-end tests do).
  const dataDir = process.env.DATA_DIR === 'memory' ? undefined : resolve(process.env.DATA_DIR || '.data');
  const appOrigin = `http://localhost:${webPort}`;

  console.log('Starting Blue Guardian (the auth emulator takes about 10 s)...');
  const services = await startServices({
    dataDir,
    dynamoPort: await freePort(),
    emulatorPorts: { auth: authPort, hub: await freePort(), logging: await freePort() },
    appOrigin,
  });
  // Values from the shell or .env win, so a key set there switches a provider to the real one.
  for (const [name, value] of Object.entries(services.env)) {
    if (!process.env[name]) process.env[name] = value;
  }
  process.env.LOG_LEVEL ||= 'warn';

  const api = createApiServer([mailboxRoute]);
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  process.env.API_PROXY_TARGET = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  const vite = await createViteServer({
    configFile: resolve('vite.config.ts'),
    server: { port: webPort, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  await vite.listen();
  console.log(`\n  Blue Guardian is running at ${appOrigin}  (local e-mails: /dev/mailbox, Ctrl-C stops)\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping (saving local data)...');
    await vite.close();
    await new Promise((done) => api.close(done));
    await services.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`\nCould not start Blue Guardian: ${error.message}`);
  process.exit(1);
});
