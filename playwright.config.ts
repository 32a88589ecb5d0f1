import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the whole local stack (`npm start` with
 * throw-away data on its own ports, so a running dev stack is not disturbed).
 */
const port = Number(process.env.E2E_PORT ?? 5183);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine has no network: these keep Chromium from trying to reach Google's services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx dev/start.ts',
    url: `http://localhost:${port}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(port),
      AUTH_EMULATOR_PORT: process.env.E2E_AUTH_EMULATOR_PORT ?? '9199',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      // The tests talk to the offline coach, even on a laptop whose .env holds an OpenAI key.
      OPENAI_API_KEY: '',
      OPENAI_API_KEY_SECRET_ARN: '',
      // ...and pay on the local test checkout, even where .env holds Stripe keys.
      STRIPE_SECRET_KEY: '',
      STRIPE_SECRET_KEY_SECRET_ARN: '',
      STRIPE_LOCAL_PORT: process.env.E2E_STRIPE_LOCAL_PORT ?? '12199',
    },
  },
});
