import { failureFields } from '../../../../../functions/providers/coach/fallback';
import { OpenAIHttp } from '../../../../../functions/providers/openai-http/client';
import { apiError, chatCompletion, FakeOpenAI } from '../../../../fixtures/fake-openai';

/**
 * The fetch-based OpenAI client, for what the adapters' tests against the fake do not show: the
 * wait a retry-after asks for, the errors' names and fields, and that an aborted stream closes.
 */

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await FakeOpenAI.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.pace({ firstTokenMs: 0, tokensPerSecond: 0 });
  fake.cancelled.length = 0;
});

const client = (maxRetries = 2, timeoutMs = 5_000) =>
  new OpenAIHttp({ apiKey: 'sk-test-key', baseURL: fake.baseURL, timeoutMs, maxRetries });
const ask = { model: 'gpt-test-mini', messages: [{ role: 'user' as const, content: 'Hello' }] };

describe('retries', () => {
  it('waits as long as retry-after says before trying again', async () => {
    fake.enqueueChat(apiError(503, 'Overloaded', undefined, null, { 'retry-after': '1' }), { body: chatCompletion('Here now.') });
    const started = Date.now();

    const completion = await client().chatCompletion(ask);

    expect(completion.choices[0]!.message.content).toBe('Here now.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.chatBodies()).toHaveLength(2);
  });

  it('stops waiting for a retry as soon as the caller aborts', async () => {
    fake.enqueueChat(apiError(429, 'Slow down', undefined, undefined, { 'retry-after': '5' }));
    const started = Date.now();

    await expect(client().chatCompletion(ask, { signal: AbortSignal.timeout(200) })).rejects.toMatchObject({
      name: 'APIUserAbortError',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('errors', () => {
  it('are named as the SDK named them and carry the status and OpenAI code', async () => {
    fake.enqueueChat(apiError(429, 'Rate limit reached'));

    const error = await client(0)
      .chatCompletion(ask)
      .catch((caught: unknown) => caught);

    expect(failureFields(error)).toEqual({ failure: 'RateLimitError', status: 429, code: 'rate_limit_exceeded' });
  });

  it('is a connection timeout when no answer comes within the time of an attempt', async () => {
    fake.enqueueChat({ delayMs: 2_000, body: chatCompletion('Too late') });

    const error = await client(0, 200)
      .chatCompletion(ask)
      .catch((caught: unknown) => caught);

    expect(failureFields(error)).toEqual({ failure: 'APIConnectionTimeoutError', status: undefined, code: undefined });
  });
});

describe('streams', () => {
  it('closes the connection when the caller aborts part-way, and ends quietly', async () => {
    fake.pace({ firstTokenMs: 0, tokensPerSecond: 20 });
    fake.enqueueChat({ body: chatCompletion('one two three four five six seven eight nine ten') });
    const controller = new AbortController();
    const words: string[] = [];

    const chunks = await client().chatCompletionStream(ask, { signal: controller.signal });
    for await (const chunk of chunks) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) words.push(text);
      if (words.length === 2) controller.abort();
    }

    expect(words).toEqual(['one ', 'two ']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.cancelled).toHaveLength(1);
  });
});
