import { createCoach } from '../../../../../functions/providers/coach';
import { openaiCoach, type OpenAICoachOptions } from '../../../../../functions/providers/coach/openai';
import type { CoachRequest, CoachTurn } from '../../../../../functions/providers/coach/port';
import { SUMMARY_PROMPT } from '../../../../../functions/providers/coach/prompts';
import type { OpenAIConfig } from '../../../../../functions/kernel/config';
import { useTestEnv } from '../../../../fixtures/env';
import { apiError, chatCompletion, FakeOpenAI, fakeOpenAIConfig } from '../../../../fixtures/fake-openai';

/** The OpenAI coach through the real client, against a local server speaking the OpenAI protocol. */

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await FakeOpenAI.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  useTestEnv();
  fake.reset();
});

const config = (overrides: Partial<OpenAIConfig> = {}): OpenAIConfig => fakeOpenAIConfig(fake, overrides);

const request = (overrides: Partial<CoachRequest> = {}): CoachRequest => ({
  goal: 2,
  style: 3,
  firstName: 'Maya',
  turns: [{ role: 'user', content: 'My exams start on Monday and I cannot sleep.' }],
  ...overrides,
});

/** Retry quickly: the client obeys retry-after-ms, as it does with OpenAI's own header. */
const fast = { 'retry-after-ms': '5' };

describe('OpenAI coach', () => {
  it('answers with the model, sending store: false, the model, the key and the pair prompt', async () => {
    fake.enqueueChat({ body: chatCompletion('Exams can feel huge. What is weighing on you most?') });

    const reply = await createCoach(config()).reply(request());

    expect(reply).toEqual({ text: 'Exams can feel huge. What is weighing on you most?', engine: 'openai' });
    const [sent] = fake.requestsTo('POST /v1/chat/completions');
    expect(sent!.headers.authorization).toBe('Bearer sk-test-key');
    const body = fake.chatBodies()[0]!;
    expect(body).toMatchObject({ model: 'gpt-test-mini', store: false });
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toContain('Reduce Stress');
    expect(body.messages[0]!.content).toContain('Resource & Information Sharing');
    expect(body.messages[0]!.content).toContain('not a therapist');
    expect(body.messages[0]!.content).toContain('Maya');
    expect(body.messages.slice(1)).toEqual([{ role: 'user', content: 'My exams start on Monday and I cannot sleep.' }]);
  });

  it('includes the running summary in the system message', async () => {
    await createCoach(config()).reply(request({ summary: 'The user is preparing for exams and tried box breathing.', summarizedTurns: 0 }));

    expect(fake.chatBodies()[0]!.messages[0]!.content).toContain('The user is preparing for exams and tried box breathing.');
  });

  it('retries a 429 and answers with the model', async () => {
    fake.enqueueChat(apiError(429, 'Rate limit reached for requests', undefined, undefined, fast), {
      body: chatCompletion('Second time lucky.'),
    });

    const reply = await createCoach(config()).reply(request());

    expect(reply).toEqual({ text: 'Second time lucky.', engine: 'openai' });
    expect(fake.chatBodies()).toHaveLength(2);
  });

  it('backs off and retries 5xx, then falls back to the offline coach', async () => {
    fake.enqueueChat(apiError(500, 'The server had an error'), apiError(502, 'Bad gateway'), apiError(503, 'Overloaded'));
    const started = Date.now();

    const reply = await createCoach(config({ maxRetries: 2 })).reply(request());

    expect(reply.engine).toBe('offline');
    expect(reply.text).toMatch(/\?/);
    expect(fake.chatBodies()).toHaveLength(3);
    // The client's exponential backoff (the SDK's rule): about 0.5 s, then about 1 s (less up to 25 % jitter).
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  });

  it('does not retry a 400 and falls back at once', async () => {
    fake.enqueueChat(apiError(400, 'Invalid request'));

    const reply = await createCoach(config()).reply(request());

    expect(reply.engine).toBe('offline');
    expect(fake.chatBodies()).toHaveLength(1);
  });

  it('falls back to the offline coach when OpenAI takes longer than the timeout, retries included', async () => {
    fake.enqueueChat({ delayMs: 3_000, body: chatCompletion('Too late') }, { delayMs: 3_000, body: chatCompletion('Too late') });
    const started = Date.now();

    const reply = await createCoach(config({ timeoutMs: 300, maxRetries: 1 })).reply(request());

    expect(reply.engine).toBe('offline');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('falls back when the model returns no text', async () => {
    fake.enqueueChat({ body: chatCompletion('') });

    expect((await createCoach(config()).reply(request())).engine).toBe('offline');
  });

  it('answers offline at once when the caller runs out of time first', async () => {
    fake.enqueueChat({ delayMs: 3_000, body: chatCompletion('Too late') });

    const reply = await createCoach(config({ timeoutMs: 10_000 })).reply(request(), AbortSignal.timeout(200));

    expect(reply.engine).toBe('offline');
  });

  it('does not answer a request the caller cancelled', async () => {
    fake.enqueueChat({ delayMs: 3_000, body: chatCompletion('Too late') });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);

    await expect(createCoach(config()).reply(request(), controller.signal)).rejects.toThrow();
  });

  it('falls back when the key is refused', async () => {
    fake.enqueueChat(apiError(401, 'Incorrect API key provided', 'invalid_request_error', 'invalid_api_key'));

    expect((await createCoach(config()).reply(request())).engine).toBe('offline');
  });
});

describe('OpenAI coach context', () => {
  /** A conversation of `pairs` exchanges of about 100 tokens each, ending with a user message. */
  const longChat = (pairs: number): CoachTurn[] => {
    const turns: CoachTurn[] = [];
    for (let i = 0; i < pairs; i += 1) {
      turns.push({ role: 'user', content: `User message ${i} ${'about my week '.repeat(28)}` });
      turns.push({ role: 'assistant', content: `Coach reply ${i} ${'with a reflection '.repeat(22)}` });
    }
    turns.push({ role: 'user', content: 'And today I finally talked to my tutor.' });
    return turns;
  };
  const options = (): OpenAICoachOptions => ({
    ...config(),
    apiKey: () => Promise.resolve('sk-test-key'),
    budget: { windowTokens: 1000, keepTokens: 500, maxTurns: 24 },
  });

  it('sends a short conversation whole, with no summary call', async () => {
    const reply = await openaiCoach(options()).reply(request({ turns: longChat(2) }));

    expect(reply.summary).toBeUndefined();
    expect(fake.chatBodies()).toHaveLength(1);
    expect(fake.chatBodies()[0]!.messages).toHaveLength(1 + 5);
  });

  it('folds older turns into a running summary (store: false) when the conversation outgrows the budget', async () => {
    fake.enqueueChat({ body: chatCompletion('The user has had a hard week and is talking with their tutor.') });

    const reply = await openaiCoach(options()).reply(request({ turns: longChat(8), summary: 'Earlier summary.', summarizedTurns: 2 }));

    const [summaryCall, replyCall] = fake.chatBodies();
    expect(summaryCall).toMatchObject({ store: false, model: 'gpt-test-mini' });
    expect(summaryCall!.messages[0]!.content).toBe(SUMMARY_PROMPT);
    expect(summaryCall!.messages[1]!.content).toContain('Earlier summary.');
    expect(summaryCall!.messages[1]!.content).toContain('User message 1');
    expect(summaryCall!.messages[1]!.content).not.toContain('User message 0');
    expect(replyCall!.store).toBe(false);
    expect(replyCall!.messages[0]!.content).toContain('The user has had a hard week and is talking with their tutor.');
    expect(replyCall!.messages.at(-1)).toEqual({ role: 'user', content: 'And today I finally talked to my tutor.' });
    expect(replyCall!.messages[1]!.role).toBe('user');
    expect(reply).toMatchObject({
      text: 'Fake reply 2',
      engine: 'openai',
      summary: 'The user has had a hard week and is talking with their tutor.',
    });
    expect(reply.summarizedTurns).toBe(17 - (replyCall!.messages.length - 1));
  });

  it('still answers, without folding, when the summary call fails', async () => {
    fake.enqueueChat(apiError(400, 'Bad request'));

    const reply = await openaiCoach(options()).reply(request({ turns: longChat(8) }));

    expect(reply).toEqual({ text: 'Fake reply 2', engine: 'openai' });
    const replyCall = fake.chatBodies()[1]!;
    expect(replyCall.messages.at(-1)!.content).toBe('And today I finally talked to my tutor.');
    expect(replyCall.messages.length).toBeLessThan(17);
  });

  it('asks for a different angle when regenerating', async () => {
    await openaiCoach(options()).reply(request({ regenerating: 'My first attempt at a reply.' }));

    expect(fake.chatBodies()[0]!.messages[0]!.content).toContain('My first attempt at a reply.');
  });
});
