import { createGoalSuggester, SUGGESTION_DEADLINE_MS } from '../../../../../functions/providers/goal-suggester';
import { SUGGESTER_MAX_TOKENS, SUGGESTER_TEMPERATURE } from '../../../../../functions/providers/goal-suggester/openai';
import type { SuggestionRequest } from '../../../../../functions/providers/goal-suggester/port';
import { SUGGESTER_CHARS } from '../../../../../functions/providers/goal-suggester/prompt';
import { templateSuggestion } from '../../../../../functions/providers/goal-suggester/templates';
import {
  apiError,
  chatCompletion,
  FAKE_GOAL_SUGGESTION,
  FakeOpenAI,
  fakeOpenAIConfig,
  GOAL_SUGGESTIONS,
  type ChatBody,
  type ScriptedResponse,
} from '../../../../fixtures/fake-openai';
import { useTestEnv } from '../../../../fixtures/env';

/**
 * The OpenAI goal suggester through the real client against the fake server: what it asks
 * for, and every way a bad answer ends in a template instead.
 */

const answer = (content: unknown, finishReason = 'stop'): ScriptedResponse => ({
  body: chatCompletion(typeof content === 'string' ? content : JSON.stringify(content), 'gpt-test-mini', finishReason),
});

const request: SuggestionRequest = {
  chatId: '01JSUGGESTAAAAAAAAAAAAAAAA',
  chatGoal: 2,
  turns: [
    { role: 'user', content: 'My exams start next week and I cannot switch off at night.' },
    { role: 'assistant', content: 'That sounds like a lot to carry. What helps you unwind?' },
    { role: 'user', content: 'Walking helps a bit, I talked to Jordan about it.' },
  ],
  existingGoals: ['Drink more water'],
};

let fake: FakeOpenAI;
beforeAll(async () => {
  useTestEnv();
  fake = await FakeOpenAI.start();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const suggester = () => createGoalSuggester(fakeOpenAIConfig(fake));
const sentBody = () => fake.requestsTo(GOAL_SUGGESTIONS)[0]!.json as ChatBody & Record<string, unknown>;

describe('the OpenAI goal suggester', () => {
  it('asks once for strict structured output over the chat, stores nothing, and answers the valid suggestion', async () => {
    fake.enqueue(GOAL_SUGGESTIONS, answer({ text: 'Take a 10-minute walk after revising', timesPerWeek: 3 }));

    await expect(suggester().suggest(request)).resolves.toEqual({ text: 'Take a 10-minute walk after revising', timesPerWeek: 3 });

    expect(fake.requestsTo(GOAL_SUGGESTIONS)).toHaveLength(1);
    const body = sentBody();
    expect(body).toMatchObject({
      model: 'gpt-test-mini',
      store: false,
      temperature: SUGGESTER_TEMPERATURE,
      max_completion_tokens: SUGGESTER_MAX_TOKENS,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'goal_suggestion', strict: true, schema: { type: 'object', additionalProperties: false } },
      },
    });
    const sent = body.messages.at(-1)!.content;
    expect(sent).toContain('Reduce Stress');
    expect(sent).toContain('PERSON: Walking helps a bit');
    expect(sent).toContain('COACH: That sounds like a lot to carry');
    expect(sent).toContain('Drink more water');
  });

  it('reads a rhythm of null as no rhythm', async () => {
    fake.enqueue(GOAL_SUGGESTIONS, answer({ text: 'Write down one thing that went well', timesPerWeek: null }));
    await expect(suggester().suggest(request)).resolves.toEqual({ text: 'Write down one thing that went well' });
  });

  it('sends at most the last turns, within the character cap', async () => {
    const long = {
      ...request,
      turns: Array.from({ length: 40 }, (_, i) => ({ role: 'user' as const, content: `${i} ${'x'.repeat(900)}` })),
    };
    await suggester().suggest(long);
    const sent = sentBody().messages.at(-1)!.content;
    expect(sent.length).toBeLessThan(SUGGESTER_CHARS + 500);
    expect(sent).toContain('PERSON: 39 ');
    expect(sent).not.toContain('PERSON: 0 ');
  });

  it.each([
    ['off the schema (a rhythm of 9)', answer({ text: 'Walk after classes', timesPerWeek: 9 })],
    ['off the schema (a missing field)', answer({ text: 'Walk after classes' })],
    ['not JSON', answer('Sure! How about walking more?')],
    ['too long', answer({ text: `Walk ${'far '.repeat(30)}`, timesPerWeek: 2 })],
    ['empty', answer({ text: '   ', timesPerWeek: 2 })],
    ['naming someone from the chat', answer({ text: 'Walk with Jordan after classes', timesPerWeek: 2 })],
    ['cut off by the token cap', answer({ text: 'Walk after classes', timesPerWeek: 2 }, 'length')],
    ['a server error', apiError(500, 'boom')],
    ['a rate limit', apiError(429, 'slow down')],
  ])('falls back to the template when the answer is %s, with one call and no retry', async (_label, response) => {
    fake.enqueue(GOAL_SUGGESTIONS, response);
    await expect(suggester().suggest(request)).resolves.toEqual(templateSuggestion(request));
    expect(fake.requestsTo(GOAL_SUGGESTIONS)).toHaveLength(1);
  });

  it('falls back to the template when the model is slower than the deadline', async () => {
    fake.enqueue(GOAL_SUGGESTIONS, { ...answer(FAKE_GOAL_SUGGESTION), delayMs: 5_000 });
    const quick = createGoalSuggester(fakeOpenAIConfig(fake, { timeoutMs: 300 }));
    const started = Date.now();
    await expect(quick.suggest(request)).resolves.toEqual(templateSuggestion(request));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(SUGGESTION_DEADLINE_MS).toBeLessThanOrEqual(8_000);
  });

  it('answers with templates alone, calling nothing, without a key', async () => {
    const offline = createGoalSuggester(fakeOpenAIConfig(fake, { apiKey: undefined }));
    await expect(offline.suggest(request)).resolves.toEqual(templateSuggestion(request));
    expect(fake.requests).toHaveLength(0);
  });
});
