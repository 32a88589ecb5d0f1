import { freePort } from '../../dev/ports';
import { startServices, type RunningServices } from '../../dev/services';

declare global {
  var __services: RunningServices | undefined;
}

/**
 * Starts dynalite (in memory) and the Firebase Auth Emulator once for the integration suite, on
 * free ports so a running `npm start` is not disturbed. Workers inherit the environment set here;
 * each test file runs the local API server, and so the handlers, in its own process.
 */
export default async function globalSetup(): Promise<void> {
  const services = await startServices({
    dataDir: undefined,
    dynamoPort: await freePort(),
    emulatorPorts: { auth: await freePort(), hub: await freePort(), logging: await freePort() },
    appOrigin: 'http://localhost:5173',
  });
  Object.assign(process.env, services.env, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  // The suite runs the offline coach: a developer's own key must never make it call OpenAI.
  // A test of the OpenAI adapter sets its own (fake) key and base URL.
  for (const name of ['OPENAI_API_KEY', 'OPENAI_API_KEY_SECRET_ARN', 'OPENAI_BASE_URL']) delete process.env[name];
  globalThis.__services = services;
}
