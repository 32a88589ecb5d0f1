import { freePort } from '../../dev/ports';
import { startServices, type RunningServices } from '../../dev/services';
import { STRIPE_VARIABLES } from '../../dev/stripe-local/local-env';
import { BOT_CHECK_VARIABLES } from '../../dev/bot-check-local';

declare global {
  var __services: RunningServices | undefined;
}

/**
 * Starts dynalite (in memory), the Firebase Auth Emulator and the local Stripe once for the
 * integration suite, on free ports so a running `npm start` is not disturbed. Workers inherit the
 * environment set here; each test file runs the local API server, and so the handlers, in its own
 * process, and points the local Stripe's webhook at it (startApi in api.ts).
 */
export default async function globalSetup(): Promise<void> {
  const services = await startServices({
    dataDir: undefined,
    dynamoPort: await freePort(),
    emulatorPorts: { auth: await freePort(), hub: await freePort(), logging: await freePort() },
    appOrigin: 'http://localhost:5173',
    // Events go out one at a time: short retries keep a closed test file's server from holding
    // up the next file's events.
    localStripe: { port: 0, retryDelaysMs: [50, 200] },
  });
  // The suite uses the local Stripe and bot check: a developer's own keys must never reach them.
  for (const name of [...STRIPE_VARIABLES, ...BOT_CHECK_VARIABLES]) delete process.env[name];
  Object.assign(process.env, services.env, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  // The suite runs the offline coach: a developer's own key must never make it call OpenAI.
  // A test of the OpenAI adapter sets its own (fake) key and base URL.
  for (const name of ['OPENAI_API_KEY', 'OPENAI_API_KEY_SECRET_ARN', 'OPENAI_BASE_URL']) delete process.env[name];
  globalThis.__services = services;
}
