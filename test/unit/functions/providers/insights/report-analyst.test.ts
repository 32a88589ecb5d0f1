import type { ReportInput } from '../../../../../functions/domain/insights/local-report';
import type { OpenAIConfig } from '../../../../../functions/kernel/config';
import { analyseSession } from '../../../../../functions/domain/insights/analyse-session';
import { keepToTheSession } from '../../../../../functions/domain/insights/keep-to-session';
import { createReportModel } from '../../../../../functions/providers/insights';
import { findingsOf, REPORT_ATTEMPTS } from '../../../../../functions/providers/insights/openai';
import { REPORT_PROMPT } from '../../../../../functions/providers/insights/prompt';
import { captureLogs } from '../../../../fixtures/capture-logs';
import { useTestEnv } from '../../../../fixtures/env';
import { apiError, chatCompletion, FakeOpenAI, fakeOpenAIConfig } from '../../../../fixtures/fake-openai';
import { MODEL_FINDINGS, NOT_JSON_ANSWER, OFF_SCHEMA_ANSWER, REPORT_MESSAGE, reportAnswer } from '../../../../fixtures/report-findings';

/**
 * The session's findings: OpenAI structured output through the real client against the fake wire server,
 * its checks of the answer, the one retry of an invalid answer, and the local analysis after it.
 */

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await FakeOpenAI.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  useTestEnv();
  fake.reset();
});

const config = (overrides: Partial<OpenAIConfig> = {}): OpenAIConfig => fakeOpenAIConfig(fake, { maxRetries: 0, ...overrides });

const input = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  chatGoal: 2,
  chatStyle: 1,
  tiersMet: [],
  messages: [
    { role: 'user', content: REPORT_MESSAGE },
    { role: 'assistant', content: 'COACH-TEXT: that sounds like a heavy week.' },
    { role: 'user', content: 'Maybe I can try to rest a little.' },
  ],
  ...overrides,
});

describe('findingsOf: what counts as a valid answer', () => {
  const completion = (content: string, finish = 'stop') => chatCompletion(content, 'm', finish) as Parameters<typeof findingsOf>[0];

  it('takes JSON that passes the shared schema', () => {
    expect(findingsOf(completion(JSON.stringify(MODEL_FINDINGS)))).toEqual(MODEL_FINDINGS);
  });

  it.each([
    ['text that is not JSON', completion('You seem stressed.')],
    ['JSON off the schema', completion(JSON.stringify({ ...MODEL_FINDINGS, extra: 1 }))],
    ['an answer cut off by the token cap', completion(JSON.stringify(MODEL_FINDINGS), 'length')],
    ['an empty answer', completion('')],
  ])('refuses %s', (_case, answer) => {
    expect(findingsOf(answer)).toBeUndefined();
  });

  it('refuses a refusal', () => {
    const refused = completion(JSON.stringify(MODEL_FINDINGS));
    refused.choices[0]!.message.refusal = 'I cannot help with that.';
    expect(findingsOf(refused)).toBeUndefined();
  });
});

describe('keepToTheSession: the model is not trusted', () => {
  it('keeps only quotes that are the person’s own words, and none about a risk to life', () => {
    const findings = {
      ...MODEL_FINDINGS,
      significantQuotes: [
        '“I keep thinking about my maths exam  all the time.”',
        'You are stronger than you think.',
        'I want to kill myself',
      ],
    };
    const own = input({ messages: [...input().messages, { role: 'user', content: 'Sometimes I want to kill myself.' }] });

    expect(keepToTheSession(findings, own).significantQuotes).toEqual(['I keep thinking about my maths exam all the time.']);
  });

  it('never scores below the crisis tiers the chat met; a higher model score stays', () => {
    const low = { ...MODEL_FINDINGS, suicideScore: { score: 1, basis: 'A low moment.' } };

    expect(keepToTheSession(low, input({ tiersMet: ['b'] })).suicideScore.score).toBe(3);
    expect(keepToTheSession({ ...low, suicideScore: { score: 4, basis: 'x' } }, input({ tiersMet: ['a'] })).suicideScore.score).toBe(4);
  });
});

describe('the OpenAI analyst', () => {
  it('makes one structured-output call with the person’s messages only, and says it made the report', async () => {
    fake.enqueueChat(reportAnswer());

    const report = await analyseSession(input(), createReportModel(config()));

    expect(report).toEqual({ engine: 'openai', findings: MODEL_FINDINGS, emotionWords: expect.any(Number) });
    const bodies = fake.requestsTo('POST /v1/chat/completions').map((request) => request.json as Record<string, unknown>);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      model: 'gpt-test-mini',
      store: false,
      response_format: { type: 'json_schema', json_schema: { name: 'session_report', strict: true } },
    });
    const sent = JSON.stringify(bodies[0]!.messages);
    expect(sent).toContain(REPORT_MESSAGE);
    expect(sent).toContain('Maybe I can try to rest a little.');
    expect(sent).not.toContain('COACH-TEXT');
  });

  it('asks for plain words to the person, no diagnosis, and quotes from their own words only', () => {
    expect(REPORT_PROMPT).toMatch(/plain/);
    expect(REPORT_PROMPT).toMatch(/"you"/);
    expect(REPORT_PROMPT).toMatch(/Never diagnose/);
    expect(REPORT_PROMPT).toMatch(/word for word from the person's own messages/);
  });

  it('asks once more after an invalid answer and takes the valid second one', async () => {
    fake.enqueueChat(NOT_JSON_ANSWER, reportAnswer());

    const report = await analyseSession(input(), createReportModel(config()));

    expect(report.engine).toBe('openai');
    expect(fake.requestsTo('POST /v1/chat/completions')).toHaveLength(2);
  });

  it('after two invalid answers makes the local report, counting the fallback', async () => {
    fake.enqueueChat(NOT_JSON_ANSWER, OFF_SCHEMA_ANSWER, reportAnswer());
    let engine: string | undefined;

    const lines = await captureLogs(async () => {
      engine = (await analyseSession(input(), createReportModel(config()))).engine;
    });

    expect(engine).toBe('local');
    expect(fake.requestsTo('POST /v1/chat/completions')).toHaveLength(REPORT_ATTEMPTS);
    expect(lines.some((line) => line.includes('InvalidReportError'))).toBe(true);
    // Failures are logged by class and counts: never what the person or the model wrote.
    expect(lines.join('\n')).not.toContain('exams');
    expect(lines.join('\n')).not.toContain('stressed');
  });

  it.each([
    ['a server error', () => fake.enqueueChat(apiError(500, 'boom'))],
    ['a timeout', () => fake.enqueueChat({ ...reportAnswer(), delayMs: 1_000 })],
  ])('after %s makes the local report, with no second call', async (_case, arrange) => {
    arrange();

    const report = await analyseSession(input(), createReportModel(config({ timeoutMs: 200 })));

    expect(report.engine).toBe('local');
    expect(fake.requestsTo('POST /v1/chat/completions')).toHaveLength(1);
  });

  it('with no key makes the local report and calls nobody', async () => {
    const report = await analyseSession(input(), createReportModel(config({ apiKey: undefined })));

    expect(report.engine).toBe('local');
    expect(fake.requests).toHaveLength(0);
  });
});
