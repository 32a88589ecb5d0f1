import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { CoachUnavailableError, createCoach, getCoach, resetCoach } from '../../../../../functions/providers/coach';
import { apiKeySource, keyFromSecret, KeyNotSetError, PLACEHOLDER_RECHECK_MS } from '../../../../../functions/providers/coach/api-key';
import { guarded } from '../../../../../functions/providers/coach/fallback';
import type { CoachRequest } from '../../../../../functions/providers/coach/port';
import { ConfigError } from '../../../../../functions/kernel/config';
import { useTestEnv } from '../../../../fixtures/env';
import { chatCompletion, FakeOpenAI } from '../../../../fixtures/fake-openai';
import { captureLogs } from '../../../../fixtures/capture-logs';

/** Which coach answers, where its key comes from, and what its logs hold. */

const secrets = mockClient(SecretsManagerClient);
let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await FakeOpenAI.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  useTestEnv();
  resetCoach();
  fake.reset();
  secrets.reset();
});

const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:openai-key-AbCdEf';
const PRIVATE_TEXT = 'my sister Jo said something cruel about my weight';
const request: CoachRequest = { goal: 1, style: 1, firstName: 'Sam', turns: [{ role: 'user', content: PRIVATE_TEXT }] };

describe('getCoach', () => {
  it('is the offline coach when no key is configured', async () => {
    const reply = await getCoach().reply(request);

    expect(reply.engine).toBe('offline');
    expect(fake.requests).toHaveLength(0);
  });

  it('is the OpenAI coach when OPENAI_API_KEY is set, created once per process', async () => {
    useTestEnv({ OPENAI_API_KEY: 'sk-from-env', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'gpt-env' });

    const coach = getCoach();
    const reply = await coach.reply(request);

    expect(getCoach()).toBe(coach);
    expect(reply).toEqual({ text: 'Fake reply 1', engine: 'openai' });
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-from-env');
    expect(fake.chatBodies()[0]!.model).toBe('gpt-env');
  });
});

describe('the key in Secrets Manager', () => {
  const viaSecret = () =>
    createCoach({
      apiKey: undefined,
      apiKeySecretArn: SECRET_ARN,
      model: 'gpt-4o-mini',
      baseURL: fake.baseURL,
      timeoutMs: 5_000,
      maxRetries: 0,
    });

  it('is read once per cold start', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: 'sk-from-secret\n' });
    const coach = viaSecret();

    await coach.reply(request);
    await coach.reply(request);

    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(fake.requests.map((r) => r.headers.authorization)).toEqual(['Bearer sk-from-secret', 'Bearer sk-from-secret']);
  });

  it('falls back to the offline coach when it cannot be read, and tries again next time', async () => {
    secrets.on(GetSecretValueCommand).rejectsOnce(new Error('AccessDenied')).resolves({ SecretString: 'sk-later' });
    const coach = viaSecret();

    expect((await coach.reply(request)).engine).toBe('offline');
    expect((await coach.reply(request)).engine).toBe('openai');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it.each([
    ['sk-plain', 'sk-plain'],
    ['{"OPENAI_API_KEY":"sk-json"}', 'sk-json'],
    ['{"apiKey":" sk-json2 "}', 'sk-json2'],
  ])('takes the key from %s', (secret, key) => {
    expect(keyFromSecret(secret)).toBe(key);
  });

  it("answers offline without calling OpenAI while the secret holds the stack's placeholder", async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'replace-with-the-openai-api-key' });
    const coach = viaSecret();

    expect((await coach.reply(request)).engine).toBe('offline');
    expect((await coach.reply(request)).engine).toBe('offline');
    expect(fake.requests).toHaveLength(0);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('reads a placeholder secret again after a few minutes, to pick up a key put in since', async () => {
    secrets
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: 'replace-with-the-openai-api-key' })
      .resolves({ SecretString: 'sk-new' });
    let clock = 1_000;
    const key = apiKeySource({ apiKey: undefined, apiKeySecretArn: SECRET_ARN }, () => clock);

    await expect(key()).rejects.toBeInstanceOf(KeyNotSetError);
    clock += PLACEHOLDER_RECHECK_MS - 1;
    await expect(key()).rejects.toBeInstanceOf(KeyNotSetError);
    clock += 1;
    await expect(key()).resolves.toBe('sk-new');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('refuses a JSON secret without a key', () => {
    expect(() => keyFromSecret('{"other":"x"}')).toThrow('The OpenAI API key secret holds no value');
  });
});

describe('failures', () => {
  it('names the missing variable when a key source has neither key nor secret', () => {
    expect(() => apiKeySource({ apiKey: undefined, apiKeySecretArn: undefined })).toThrow(
      new ConfigError('Missing environment variable OPENAI_API_KEY (see .env.example)'),
    );
  });

  it('throws CoachUnavailableError when no reply can be written at all', async () => {
    const broken = guarded({
      reply: () => Promise.reject(new TypeError('bug')),
      stream: () => {
        throw new TypeError('bug');
      },
    });

    await expect(broken.reply(request)).rejects.toBeInstanceOf(CoachUnavailableError);
  });
});

describe('logs', () => {
  it('carry engine, tokens and timings but never the conversation', async () => {
    useTestEnv({ LOG_LEVEL: 'info', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MAX_RETRIES: '0' });
    fake.enqueueChat(
      { body: chatCompletion(`Reply quoting ${PRIVATE_TEXT}`) },
      { status: 500, body: { error: { message: PRIVATE_TEXT, type: 'server_error', code: null } } },
    );
    const lines = await captureLogs(async () => {
      await getCoach().reply(request);
      await getCoach().reply(request);
    });

    const logged = lines.join('\n');
    expect(logged).toContain('"engine":"openai"');
    expect(logged).toContain('"promptTokens":120');
    expect(logged).toContain('"engine":"offline"');
    expect(logged).not.toMatch(/sister|weight|cruel|Sam/);
  });
});
