import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the whole local stack (`npm start` with
 * throw-away data on its own ports, so a running dev stack is not disturbed).
 */
const port = Number(process.env.E2E_PORT ?? 5183);
/** The production build, pre-rendered and served as CloudFront serves it (dev/preview.ts). */
const sitePort = Number(process.env.E2E_SITE_PORT ?? port + 1000);
/** Building the site takes a while: skip it when only other spec files were named. */
const specFiles = process.argv.filter((arg) => /\.spec\.ts$/.test(arg));
const needsSite = specFiles.length === 0 || specFiles.some((file) => file.includes('production-site'));
const siteDir = `dist/e2e-site-${sitePort}`;
/**
 * Voice and the misbehaving model need an OpenAI key, so voice.spec.ts and
 * misbehaving-model.spec.ts run on a stack of their own whose OpenAI is a local fake
 * (test/e2e/fakes/openai-server.ts) with a misbehaving chat model; skipped, like the site, when
 * not named.
 */
const WITH_OPENAI = /(voice|misbehaving-model|streaming)\.spec\.ts/;
const voicePort = Number(process.env.E2E_VOICE_PORT ?? port + 2000);
const voiceOpenAIPort = Number(process.env.E2E_VOICE_OPENAI_PORT ?? voicePort + 1000);
const needsVoice = specFiles.length === 0 || specFiles.some((file) => WITH_OPENAI.test(file));

/** What both servers run on, even on a laptop whose .env holds real keys and a Contentful space. */
const offline = {
  DATA_DIR: 'memory',
  LOG_LEVEL: 'warn',
  // The tests talk to the offline coach...
  OPENAI_API_KEY: '',
  OPENAI_API_KEY_SECRET_ARN: '',
  // ...pay on the local test checkout...
  STRIPE_SECRET_KEY: '',
  STRIPE_SECRET_KEY_SECRET_ARN: '',
  // ...and read the shipped blog posts.
  VITE_CONTENTFUL_SPACE_ID: '',
  VITE_CONTENTFUL_ACCESS_TOKEN: '',
  // The bot check is the local stand-in's Pass/Fail box.
  BOT_CHECK_SITE_KEY: '',
};

/** Debian's Chromium. The machine has no network: the flags keep it from trying to reach Google's services. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** `fakeOpenAI`: the fake's address, for the tests to read what it received. */
const voiceStack = { baseURL: `http://localhost:${voicePort}`, fakeOpenAI: `http://127.0.0.1:${voiceOpenAIPort}` };
const fakeMicrophone = ['--use-fake-device-for-media-stream'];

export default defineConfig<{ fakeOpenAI?: string }>({
  testDir: 'test/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  projects: [
    { name: 'app', testIgnore: /(production-site|voice|misbehaving-model|streaming)\.spec\.ts/ },
    { name: 'production site', testMatch: /production-site\.spec\.ts/, use: { baseURL: `http://localhost:${sitePort}` } },
    {
      name: 'with OpenAI',
      testMatch: WITH_OPENAI,
      grepInvert: /@microphone-blocked/,
      use: {
        ...voiceStack,
        // Chromium's fake microphone (a beep), and its fake permission prompt answering "Allow".
        launchOptions: { ...chromium, args: [...chromium.args, ...fakeMicrophone, '--use-fake-ui-for-media-stream'] },
        permissions: ['microphone'],
      },
    },
    {
      // The fake prompt answering "Block" instead: a browser of its own.
      name: 'voice, microphone blocked',
      testMatch: /voice\.spec\.ts/,
      grep: /@microphone-blocked/,
      use: {
        ...voiceStack,
        launchOptions: { ...chromium, args: [...chromium.args, ...fakeMicrophone, '--use-fake-ui-for-media-stream=deny'] },
      },
    },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: chromium,
  },
  webServer: [
    {
      command: 'npx tsx dev/start.ts',
      url: `http://localhost:${port}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: {
        PORT: String(port),
        AUTH_EMULATOR_PORT: process.env.E2E_AUTH_EMULATOR_PORT ?? '9199',
        STRIPE_LOCAL_PORT: process.env.E2E_STRIPE_LOCAL_PORT ?? '12199',
        ...offline,
      },
    },
    ...(needsSite
      ? [
          {
            // Builds its own copy of the site, so a developer's dist/web is left alone.
            command: `npx vite build --outDir ../${siteDir} --emptyOutDir --logLevel warn && npx tsx dev/preview.ts`,
            url: `http://localhost:${sitePort}/`,
            timeout: 240_000,
            reuseExistingServer: false,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
            env: {
              PORT: String(sitePort),
              SITE_DIR: siteDir,
              VITE_SITE_URL: `http://localhost:${sitePort}`,
              AUTH_EMULATOR_PORT: process.env.E2E_SITE_AUTH_EMULATOR_PORT ?? String(sitePort + 4000),
              STRIPE_LOCAL_PORT: process.env.E2E_SITE_STRIPE_LOCAL_PORT ?? String(sitePort + 7000),
              ...offline,
            },
          },
        ]
      : []),
    ...(needsVoice
      ? [
          {
            command: 'npx tsx test/e2e/fakes/openai-server.ts',
            url: `http://127.0.0.1:${voiceOpenAIPort}/__fake/requests`,
            timeout: 30_000,
            reuseExistingServer: false,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
            env: { FAKE_OPENAI_PORT: String(voiceOpenAIPort), FAKE_OPENAI_CHAT: 'misbehaving' },
          },
          {
            command: 'npx tsx dev/start.ts',
            url: `http://localhost:${voicePort}/login`,
            timeout: 120_000,
            reuseExistingServer: false,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
            env: {
              PORT: String(voicePort),
              AUTH_EMULATOR_PORT: process.env.E2E_VOICE_AUTH_EMULATOR_PORT ?? String(voicePort + 4000),
              STRIPE_LOCAL_PORT: process.env.E2E_VOICE_STRIPE_LOCAL_PORT ?? String(voicePort + 7000),
              ...offline,
              // The coach, moderation and voice all talk to the fake.
              OPENAI_API_KEY: 'sk-test-local',
              OPENAI_BASE_URL: `http://127.0.0.1:${voiceOpenAIPort}/v1`,
            },
          },
        ]
      : []),
  ],
});
