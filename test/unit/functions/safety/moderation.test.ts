import { createModerator, MODERATION_MODEL, moderate, resetModeration } from '../../../../functions/safety/moderation';
import { screenMessage } from '../../../../functions/safety/screen';
import { resetRiskAssessor } from '../../../../functions/providers/risk-assessor';
import { useTestEnv } from '../../../fixtures/env';
import { apiError, FakeOpenAI } from '../../../fixtures/fake-openai';
import { MODERATIONS, moderationAnswer } from '../../../fixtures/fake-moderation';
import { captureLogs } from '../../../fixtures/capture-logs';

/** OpenAI moderation through the real client against the fake server, and how it joins the local screen. */

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  fake.route(MODERATIONS, () => moderationAnswer());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  useTestEnv({ OPENAI_API_KEY: 'sk-moderation-test', OPENAI_BASE_URL: fake.baseURL });
  resetModeration();
  resetRiskAssessor();
});
afterEach(() => jest.restoreAllMocks());

const PRIVATE_TEXT = 'tonight I will finally be free, the bottle is next to me';

describe('moderate', () => {
  it('sends the text to omni-moderation-latest with the configured key and maps a confident self-harm/intent to tier c', async () => {
    fake.enqueue(MODERATIONS, moderationAnswer({ 'self-harm': 0.93, 'self-harm/intent': 0.97 }));

    const verdict = await moderate(PRIVATE_TEXT);

    expect(verdict).toEqual({ tier: 'c', harmToOthers: false, categories: ['self-harm', 'self-harm/intent'] });
    const [sent] = fake.requestsTo(MODERATIONS);
    expect(sent!.headers.authorization).toBe('Bearer sk-moderation-test');
    expect(sent!.json).toEqual({ model: MODERATION_MODEL, input: PRIVATE_TEXT });
  });

  it.each([
    [{ 'self-harm': 0.8, 'self-harm/intent': 0.6 }, 'b'],
    [{ 'self-harm/instructions': 0.7 }, 'b'],
    [{ 'self-harm': 0.7 }, 'a'],
    [{}, 'none'],
  ] as const)('maps %j to tier %s', async (scores, tier) => {
    fake.enqueue(MODERATIONS, moderationAnswer(scores));

    expect(await moderate('some text')).toMatchObject({ tier, harmToOthers: false });
  });

  it('treats violence as harm to others only when threatening or confident, never fiction alone', async () => {
    fake.enqueue(
      MODERATIONS,
      moderationAnswer({ violence: 0.8 }),
      moderationAnswer({ violence: 0.7, 'harassment/threatening': 0.6 }),
      moderationAnswer({ violence: 0.95 }),
    );

    expect(await moderate('the knight slew the dragon')).toEqual({ tier: 'none', harmToOthers: false, categories: ['violence'] });
    expect(await moderate('a threat')).toMatchObject({ tier: 'c', harmToOthers: true });
    expect(await moderate('another threat')).toMatchObject({ tier: 'c', harmToOthers: true });
  });

  it('is undefined on a server error, without retrying (the local screen decides)', async () => {
    fake.enqueue(MODERATIONS, apiError(500, 'The server had an error'));

    expect(await moderate('some text')).toBeUndefined();
    expect(fake.requestsTo(MODERATIONS)).toHaveLength(1);
  });

  it('is undefined when moderation is slower than its timeout', async () => {
    fake.enqueue(MODERATIONS, { delayMs: 3_000, ...moderationAnswer({ 'self-harm': 0.9 }) });
    const moderator = createModerator({ apiKey: () => Promise.resolve('sk-test'), baseURL: fake.baseURL, timeoutMs: 200 });

    const started = Date.now();
    expect(await moderator('some text')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is undefined when the caller gives up, or the key cannot be read in time', async () => {
    fake.enqueue(MODERATIONS, { delayMs: 3_000, ...moderationAnswer() });
    const hungKey = createModerator({ apiKey: () => new Promise<string>(() => {}), baseURL: fake.baseURL, timeoutMs: 200 });

    expect(await moderate('some text', AbortSignal.timeout(100))).toBeUndefined();
    expect(await hungKey('some text')).toBeUndefined();
  });

  it('sends nothing and is undefined when no key is configured', async () => {
    useTestEnv({ OPENAI_BASE_URL: fake.baseURL });

    expect(await moderate('some text')).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });

  it('logs categories and timings, never the text', async () => {
    useTestEnv({ OPENAI_API_KEY: 'sk-moderation-test', OPENAI_BASE_URL: fake.baseURL, LOG_LEVEL: 'info' });
    fake.enqueue(MODERATIONS, moderationAnswer({ 'self-harm/intent': 0.99 }), apiError(500, 'boom'));

    const lines = await captureLogs(async () => {
      await moderate(PRIVATE_TEXT);
      await moderate(PRIVATE_TEXT);
    });

    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join('\n')).not.toContain('bottle');
  });
});

describe('screenMessage', () => {
  it('takes the higher tier of the two screens and says moderation took part', async () => {
    fake.enqueue(MODERATIONS, moderationAnswer({ 'self-harm': 0.9, 'self-harm/intent': 0.96 }));

    const result = await screenMessage({ text: PRIVATE_TEXT });

    expect(result).toMatchObject({ tier: 'c', moderated: true, harmToOthers: false });
    expect(result.reasons).toContain('moderation.self-harm/intent');
  });

  it('keeps the local tier when moderation finds less', async () => {
    const result = await screenMessage({ text: 'I want to kill myself' });

    expect(result).toMatchObject({ tier: 'b', moderated: true });
  });

  it('does not wait for moderation when the local screen already says tier c', async () => {
    const result = await screenMessage({ text: "I'm going to kill myself tonight" });

    expect(result).toMatchObject({ tier: 'c', moderated: false });
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to the local screen alone on a moderation error, or with no key', async () => {
    fake.enqueue(MODERATIONS, apiError(503, 'Overloaded'));
    expect(await screenMessage({ text: 'I wish I could just disappear' })).toMatchObject({ tier: 'a', moderated: false });

    useTestEnv();
    resetModeration();
    expect(await screenMessage({ text: 'are you a real person?' })).toMatchObject({ tier: 'none', asksIfHuman: true, moderated: false });
  });

  it('adds harm to others from moderation', async () => {
    fake.enqueue(MODERATIONS, moderationAnswer({ violence: 0.97, 'harassment/threatening': 0.9 }));

    expect(await screenMessage({ text: 'they will regret what they did on friday' })).toMatchObject({ tier: 'c', harmToOthers: true });
  });
});
