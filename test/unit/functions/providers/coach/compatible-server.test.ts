import { createCoach, getCoach, resetCoach } from '../../../../../functions/providers/coach';
import type { CoachPiece, CoachRequest } from '../../../../../functions/providers/coach/port';
import type { OpenAIConfig } from '../../../../../functions/kernel/config';
import { useTestEnv } from '../../../../fixtures/env';
import { COMPATIBLE_MODEL, FakeCompatibleServer } from '../../../../fixtures/fake-compatible-server';

/**
 * The coach on an OpenAI-compatible server (Ollama, vLLM, a llama.cpp server): OPENAI_BASE_URL and
 * OPENAI_MODEL with no key, as the README's "Run the coach on a local model" sets them. The fake
 * refuses OpenAI-only fields, so a reply from it proves the request fits the dialect.
 */

let fake: FakeCompatibleServer;

beforeAll(async () => {
  fake = await FakeCompatibleServer.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  useTestEnv({ OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: COMPATIBLE_MODEL, OPENAI_MAX_RETRIES: '0' });
  resetCoach();
  fake.reset();
  fake.replyText = 'Exams can feel huge. What is weighing on you most?';
});

const request: CoachRequest = {
  goal: 2,
  style: 3,
  firstName: 'Maya',
  turns: [{ role: 'user', content: 'My exams start on Monday and I cannot sleep.' }],
};

const compatible = (overrides: Partial<OpenAIConfig> = {}): OpenAIConfig => ({
  apiKey: undefined,
  apiKeySecretArn: undefined,
  model: COMPATIBLE_MODEL,
  baseURL: fake.baseURL,
  timeoutMs: 5_000,
  maxRetries: 0,
  ...overrides,
});

/** What every request to such a server must be: its model, a cap it knows, nothing OpenAI-only. */
function expectDialect(body: Record<string, unknown>): void {
  expect(body.model).toBe(COMPATIBLE_MODEL);
  expect(body.max_tokens).toEqual(expect.any(Number));
  expect(body).not.toHaveProperty('store');
  expect(body).not.toHaveProperty('max_completion_tokens');
  expect(body).not.toHaveProperty('response_format');
}

describe('the whole reply', () => {
  it('is written by the local model, with no key and a request in its dialect', async () => {
    const reply = await getCoach().reply(request);

    expect(reply).toEqual({ text: 'Exams can feel huge. What is weighing on you most?', engine: 'openai' });
    const [body] = fake.chatBodies();
    expectDialect(body!);
    expect(body!.messages.at(-1)).toEqual({ role: 'user', content: 'My exams start on Monday and I cannot sleep.' });
    // Nothing but the coach's chat completions: no moderation, no structured-output calls.
    expect(fake.requests.map((sent) => `${sent.method} ${sent.path}`)).toEqual(['POST /v1/chat/completions']);
  });

  it('comes from the offline coach when the server does not serve the model named', async () => {
    const reply = await createCoach(compatible({ model: 'gpt-4o-mini' })).reply(request);

    expect(reply.engine).toBe('offline');
    expect(fake.chatBodies()[0]!.model).toBe('gpt-4o-mini');
  });
});

// Streaming: the same server, `stream: true`, answered as server-sent events.
describe('the streamed reply', () => {
  it('arrives in pieces from the local model, with a request in its dialect', async () => {
    const pieces: CoachPiece[] = [];
    const stream = createCoach(compatible()).stream(request);
    let next = await stream.next();
    while (!next.done) {
      pieces.push(next.value);
      next = await stream.next();
    }

    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((piece) => piece.text).join('')).toBe('Exams can feel huge. What is weighing on you most?');
    expect(new Set(pieces.map((piece) => piece.engine))).toEqual(new Set(['openai']));
    expect(next.value.engine).toBe('openai');
    const [body] = fake.chatBodies();
    expectDialect(body!);
    expect(body!.stream).toBe(true);
  });
});
