import type { OpenAIConfig } from '../../../../functions/kernel/config';
import { createGoalSuggester } from '../../../../functions/providers/goal-suggester';
import { createReportModel } from '../../../../functions/providers/insights';
import { createMemoryProposer } from '../../../../functions/providers/memory';
import { createRiskAssessor } from '../../../../functions/providers/risk-assessor';
import { createSpeech, speechConfigured, SpeechNotConnectedError } from '../../../../functions/providers/speech';
import { moderate, resetModeration } from '../../../../functions/safety/moderation';
import { useTestEnv } from '../../../fixtures/env';
import { COMPATIBLE_MODEL, FakeCompatibleServer } from '../../../fixtures/fake-compatible-server';

/**
 * On an OpenAI-compatible server (OPENAI_BASE_URL without a key) only the coach calls the model:
 * such servers have no moderation endpoint and may not support structured output, so everything
 * else takes the path it takes with no key at all, and sends the server nothing.
 */

let fake: FakeCompatibleServer;
let compatible: OpenAIConfig;

beforeAll(async () => {
  fake = await FakeCompatibleServer.start();
  compatible = {
    apiKey: undefined,
    apiKeySecretArn: undefined,
    model: COMPATIBLE_MODEL,
    baseURL: fake.baseURL,
    timeoutMs: 5_000,
    maxRetries: 0,
  };
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());
afterEach(() => expect(fake.requests).toHaveLength(0));

it.each([
  ['the risk assessor', () => createRiskAssessor(compatible)],
  ['the session report model', () => createReportModel(compatible)],
  ['the memory note writer', () => createMemoryProposer(compatible)],
])('has no %s, so the local one decides', (_name, create) => {
  expect(create()).toBeUndefined();
});

it('suggests goals from the templates', async () => {
  const suggestion = await createGoalSuggester(compatible).suggest({ chatId: 'c1', chatGoal: 2, turns: [], existingGoals: [] });

  expect(suggestion.text).not.toBe('');
});

it('says voice is not connected', async () => {
  expect(speechConfigured(compatible)).toBe(false);
  await expect(createSpeech(compatible).speak('Hello', 'nova')).rejects.toBeInstanceOf(SpeechNotConnectedError);
});

it('asks for no moderation: the local screen decides alone', async () => {
  useTestEnv({ OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: COMPATIBLE_MODEL });
  resetModeration();

  expect(await moderate('I want to die')).toBeUndefined();
});
