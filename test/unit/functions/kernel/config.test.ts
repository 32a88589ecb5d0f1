import { coachServer, config, ConfigError, readConfig, resetConfig } from '../../../../functions/kernel/config';
import { TEST_ENV, useTestEnv } from '../../../fixtures/env';

/** Configuration is read once and fails fast, naming what is missing. */

const env = (overrides: Record<string, string | undefined> = {}) => ({ ...TEST_ENV, ...overrides });

afterEach(() => useTestEnv());

describe('readConfig', () => {
  it('reads the complete test environment', () => {
    const cfg = readConfig(env({ APP_ORIGIN: 'http://localhost:5173/' }));
    expect(cfg).toMatchObject({
      tableName: TEST_ENV.TABLE_NAME,
      appOrigin: 'http://localhost:5173',
      cookieSecure: true,
      firebase: { projectId: 'demo-blue-guardian', apiKey: TEST_ENV.FIREBASE_API_KEY, emulatorHost: undefined },
      mail: { transport: 'mailbox', from: TEST_ENV.MAIL_FROM },
    });
  });

  it.each(['TABLE_NAME', 'FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'MAIL_FROM'])('fails naming %s when it is missing', (name) => {
    expect(() => readConfig(env({ [name]: undefined }))).toThrow(
      new ConfigError(`Missing environment variable ${name} (see .env.example)`),
    );
  });

  it('treats a blank variable as missing', () => {
    expect(() => readConfig(env({ TABLE_NAME: '   ' }))).toThrow(/TABLE_NAME/);
  });

  it('refuses the auth emulator inside AWS Lambda', () => {
    const lambda = env({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', AWS_LAMBDA_FUNCTION_NAME: 'getUser' });
    expect(() => readConfig(lambda)).toThrow('FIREBASE_AUTH_EMULATOR_HOST must never be set in AWS Lambda');
  });

  it('accepts the auth emulator outside Lambda', () => {
    expect(readConfig(env({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).firebase.emulatorHost).toBe('127.0.0.1:9099');
  });

  it('does not ask routes without admin calls for the service-account secret', () => {
    expect(readConfig(env({ AWS_LAMBDA_FUNCTION_NAME: 'getUser' })).firebase.serviceAccountSecretArn).toBeUndefined();
  });

  it("defaults the Firebase auth domain to the project's firebaseapp.com domain", () => {
    expect(readConfig(env()).firebase.authDomain).toBe('demo-blue-guardian.firebaseapp.com');
  });

  it('takes FIREBASE_AUTH_DOMAIN when set', () => {
    expect(readConfig(env({ FIREBASE_AUTH_DOMAIN: ' auth.example.com ' })).firebase.authDomain).toBe('auth.example.com');
  });

  it('refuses an unknown mail transport, naming it', () => {
    expect(() => readConfig(env({ MAIL_TRANSPORT: 'smtp' }))).toThrow('MAIL_TRANSPORT must be "ses" or "mailbox", not "smtp"');
  });

  it.each([
    [undefined, true],
    ['true', true],
    ['false', false],
  ])('sets cookieSecure for COOKIE_SECURE=%p to %p', (value, secure) => {
    expect(readConfig(env({ COOKIE_SECURE: value })).cookieSecure).toBe(secure);
  });
});

describe('config()', () => {
  it('reads the environment once, until resetConfig', () => {
    // Prepare
    useTestEnv({ TABLE_NAME: 'first' });
    expect(config().tableName).toBe('first');
    process.env.TABLE_NAME = 'second';
    // Act and assess
    expect(config().tableName).toBe('first');
    resetConfig();
    expect(config().tableName).toBe('second');
  });

  it('throws on first use when a variable is missing', () => {
    useTestEnv({ FIREBASE_API_KEY: undefined });
    expect(() => config()).toThrow(/FIREBASE_API_KEY/);
  });
});

describe('openai config', () => {
  it('defaults to no key (the offline coach), gpt-4o-mini, 20 s and 2 retries', () => {
    expect(readConfig(env()).openai).toEqual({
      apiKey: undefined,
      apiKeySecretArn: undefined,
      model: 'gpt-4o-mini',
      baseURL: undefined,
      timeoutMs: 20_000,
      maxRetries: 2,
    });
  });

  it('reads every OPENAI_ variable', () => {
    const cfg = readConfig(
      env({
        OPENAI_API_KEY: ' sk-local ',
        OPENAI_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:openai',
        OPENAI_MODEL: 'gpt-4.1-mini',
        OPENAI_BASE_URL: 'http://127.0.0.1:4010/v1/',
        OPENAI_TIMEOUT_MS: '15000',
        OPENAI_MAX_RETRIES: '0',
      }),
    );

    expect(cfg.openai).toEqual({
      apiKey: 'sk-local',
      apiKeySecretArn: 'arn:aws:secretsmanager:us-east-1:1:secret:openai',
      model: 'gpt-4.1-mini',
      baseURL: 'http://127.0.0.1:4010/v1',
      timeoutMs: 15_000,
      maxRetries: 0,
    });
  });

  it.each([
    ['OPENAI_TIMEOUT_MS', 'soon', 'OPENAI_TIMEOUT_MS must be a whole number from 100 to 120000, not "soon"'],
    ['OPENAI_TIMEOUT_MS', '0', 'OPENAI_TIMEOUT_MS must be a whole number from 100 to 120000, not "0"'],
    ['OPENAI_MAX_RETRIES', '1.5', 'OPENAI_MAX_RETRIES must be a whole number from 0 to 5, not "1.5"'],
    ['OPENAI_BASE_URL', 'localhost:4010', 'OPENAI_BASE_URL must be an http(s) URL, not "localhost:4010"'],
  ])('refuses %s=%p, naming it', (name, value, message) => {
    expect(() => readConfig(env({ [name]: value }))).toThrow(new ConfigError(message));
  });

  it.each([
    [{}, 'none'],
    [{ OPENAI_API_KEY: 'sk-local' }, 'openai'],
    [{ OPENAI_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:openai' }, 'openai'],
    // A key with a base URL is OpenAI's protocol in full: the tests' fake, a proxy.
    [{ OPENAI_API_KEY: 'sk-local', OPENAI_BASE_URL: 'http://127.0.0.1:8787/v1' }, 'openai'],
    // A base URL alone is a compatible server (Ollama, vLLM, llama.cpp): the coach only.
    [{ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'compatible'],
  ])('with %p the coach writes with %s', (vars, server) => {
    expect(coachServer(readConfig(env(vars)).openai)).toBe(server);
  });
});

describe('stripe config', () => {
  it("defaults to no key (payments answer 503) and the local Stripe's price ids", () => {
    expect(readConfig(env()).stripe).toEqual({
      secretKey: undefined,
      secretKeySecretArn: undefined,
      webhookSecret: undefined,
      webhookSecretArn: undefined,
      apiUrl: undefined,
      prices: {
        Premium: { monthly: 'price_premium_monthly_local', annual: 'price_premium_annual_local' },
        Basic: { monthly: 'price_basic_monthly_local', annual: 'price_basic_annual_local' },
      },
    });
  });

  it('reads every STRIPE_ variable', () => {
    const cfg = readConfig(
      env({
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_SECRET_KEY_SECRET_ARN: 'arn:key',
        STRIPE_WEBHOOK_SECRET: 'whsec_local',
        STRIPE_WEBHOOK_SECRET_ARN: 'arn:hook',
        STRIPE_API_URL: 'http://127.0.0.1:12111/',
        STRIPE_PRICE_PREMIUM_MONTHLY: 'price_1M',
        STRIPE_PRICE_PREMIUM_ANNUAL: 'price_1A',
        STRIPE_PRICE_BASIC_MONTHLY: 'price_1BM',
        STRIPE_PRICE_BASIC_ANNUAL: 'price_1BA',
      }),
    );
    expect(cfg.stripe).toEqual({
      secretKey: 'sk_test_local',
      secretKeySecretArn: 'arn:key',
      webhookSecret: 'whsec_local',
      webhookSecretArn: 'arn:hook',
      apiUrl: 'http://127.0.0.1:12111',
      prices: { Premium: { monthly: 'price_1M', annual: 'price_1A' }, Basic: { monthly: 'price_1BM', annual: 'price_1BA' } },
    });
  });

  it.each([
    ['STRIPE_API_URL', '127.0.0.1:12111', 'STRIPE_API_URL must be an http(s) URL, not "127.0.0.1:12111"'],
    ['STRIPE_PRICE_PREMIUM_ANNUAL', 'prod_123', 'STRIPE_PRICE_PREMIUM_ANNUAL must be a Stripe price id (price_...), not "prod_123"'],
  ])('refuses %s=%p, naming it', (name, value, message) => {
    expect(() => readConfig(env({ [name]: value }))).toThrow(new ConfigError(message));
  });
});
