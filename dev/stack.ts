import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApiServer } from './api-server';
import { botCheckRoute, localBotCheckEnv } from './bot-check-local';
import { mailboxRoute } from './mailbox';
import { ensurePortFree, freePort, LOCAL_STRIPE_DEFAULT_PORT } from './ports';
import { startServices } from './services';
import { WEBHOOK_PATH } from './stripe-local/local-env';
import { rewindRoute } from './rewind';
import { scheduleJobs } from './jobs';

/**
 * Everything behind the web server of `npm start` and `npm run preview`: dynalite and the
 * Firebase Auth Emulator (data in DATA_DIR, default .data/), the local Stripe when there is no
 * Stripe key, the local bot check when there is no bot-check key, and the local API server
 * running the Lambda handlers. Sets API_PROXY_TARGET for
 * the web server's /api proxy (vite.config.ts).
 */

const numberFrom = (name: string, fallback: number): number => {
  const value = process.env[name];
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} must be a port number, not "${value}"`);
  return port;
};

export interface LocalStack {
  webPort: number;
  appOrigin: string;
  /** Whether payments go to the local test checkout. */
  localStripe: boolean;
  stop(): Promise<void>;
}

export async function startLocalStack(defaultWebPort: number): Promise<LocalStack> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  // Lambda runs Node 22; on a Node 20 laptop the AWS SDK would warn about it on every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Vite's note that a future config loader will want file extensions on imports: not a problem today.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const webPort = numberFrom('PORT', defaultWebPort);
  const authPort = numberFrom('AUTH_EMULATOR_PORT', 9099);
  await ensurePortFree(webPort, 'PORT');
  await ensurePortFree(authPort, 'AUTH_EMULATOR_PORT');
  // No Stripe key: the local Stripe stands in, with its checkout and portal pages on this port.
  const localStripe = !process.env.STRIPE_SECRET_KEY && !process.env.STRIPE_SECRET_KEY_SECRET_ARN;
  const stripePort = numberFrom('STRIPE_LOCAL_PORT', LOCAL_STRIPE_DEFAULT_PORT);
  if (localStripe) await ensurePortFree(stripePort, 'STRIPE_LOCAL_PORT');
  // Chosen now so the local Stripe knows where our webhook will answer.
  const apiPort = await freePort();
  // DATA_DIR=memory runs with throw-away data (the end-to-end tests do).
  const dataDir = process.env.DATA_DIR === 'memory' ? undefined : resolve(process.env.DATA_DIR || '.data');
  const appOrigin = `http://localhost:${webPort}`;

  console.log('Starting Blue Guardian (the auth emulator takes about 10 s)...');
  const services = await startServices({
    dataDir,
    dynamoPort: await freePort(),
    emulatorPorts: { auth: authPort, hub: await freePort(), logging: await freePort() },
    appOrigin,
    ...(localStripe && { localStripe: { port: stripePort, webhookUrl: `http://127.0.0.1:${apiPort}${WEBHOOK_PATH}` } }),
  });
  // Values from the shell or .env win, so a key set there switches a provider to the real one.
  // The local Stripe's own values win over .env, though: a webhook secret or price id from there
  // would not match it.
  for (const [name, value] of Object.entries(services.env)) {
    if (!process.env[name] || (services.stripe && name.startsWith('STRIPE_'))) process.env[name] = value;
  }
  process.env.LOG_LEVEL ||= 'warn';

  // No bot-check key: the local stand-in (its Pass/Fail box) answers for Cloudflare Turnstile.
  const localBotCheck = !process.env.BOT_CHECK_SITE_KEY;
  if (localBotCheck) Object.assign(process.env, localBotCheckEnv(`http://127.0.0.1:${apiPort}`));
  const jobRoutes = [rewindRoute];
  const api = createApiServer(localBotCheck ? [mailboxRoute, botCheckRoute, ...jobRoutes] : [mailboxRoute, ...jobRoutes]);
  // Every scheduled job of shared/jobs.ts on its AWS schedule (npm run job -- <name> runs one now).
  scheduleJobs();
  await new Promise<void>((done) => api.listen(apiPort, '127.0.0.1', done));
  process.env.API_PROXY_TARGET = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  return {
    webPort,
    appOrigin,
    localStripe: Boolean(services.stripe),
    async stop() {
      await new Promise((done) => api.close(done));
      await services.stop();
    },
  };
}

/** Stops the web server and the stack on Ctrl-C or SIGTERM, once. */
export function stopOnSignals(stack: LocalStack, closeWeb: () => Promise<void>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping (saving local data)...');
    await closeWeb();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The one line `npm start` and `npm run preview` print once everything is up. */
export function announce(stack: LocalStack, what: string): void {
  const payments = stack.localStripe ? ', payments: local test checkout' : '';
  console.log(`\n  ${what} is running at ${stack.appOrigin}  (local e-mails: /dev/mailbox${payments}, Ctrl-C stops)\n`);
}
