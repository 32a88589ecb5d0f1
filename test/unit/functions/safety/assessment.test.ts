import { assessRisk, ASSESSOR_DEADLINE_MS, tierOfAssessment } from '../../../../functions/safety/assessment';
import { resetRiskAssessor } from '../../../../functions/providers/risk-assessor';
import { ASSESSED_CHARS } from '../../../../functions/providers/risk-assessor/prompt';
import { useTestEnv } from '../../../fixtures/env';
import { apiError, chatCompletion, FakeOpenAI, NO_RISK, RISK_ASSESSMENTS, type ChatBody } from '../../../fixtures/fake-openai';
import { assessmentAnswer, WRITERS_PLAN, type FakeAssessment } from '../../../fixtures/fake-assessor';
import { captureLogs } from '../../../fixtures/capture-logs';

/** The risk assessor: its answer read as a tier, and its call through the real client against the fake server. */

const assessment = (fields: Partial<FakeAssessment>) => ({ ...NO_RISK, ...fields }) as Parameters<typeof tierOfAssessment>[0];

describe('tierOfAssessment', () => {
  it.each([
    [{}, 'none'],
    [{ whose: 'writer', wishToBeDead: true, timing: 'now' }, 'a'],
    [{ whose: 'writer', activeThoughts: true, timing: 'now' }, 'b'],
    [{ whose: 'writer', method: true, timing: 'unclear' }, 'b'],
    [{ whose: 'writer', selfHarm: true, timing: 'now' }, 'b'],
    [{ whose: 'writer', intent: true, timing: 'now' }, 'c'],
    [{ whose: 'unclear', plan: true, timing: 'unclear' }, 'c'],
    [{ whose: 'writer', preparatoryBehaviour: true, timing: 'past-3-months' }, 'c'],
    // A story of long ago is history, one tier lower: a told attempt is b, told thoughts a.
    [{ whose: 'writer', preparatoryBehaviour: true, timing: 'longer-ago' }, 'b'],
    [{ whose: 'writer', activeThoughts: true, timing: 'longer-ago' }, 'a'],
    // Someone else at risk: the person needs support to help them, tier a whatever the detail.
    [{ whose: 'someone-else', plan: true, intent: true, timing: 'now' }, 'a'],
  ] as const)('reads %j as tier %s', (fields, tier) => {
    expect(tierOfAssessment(assessment(fields)).tier).toBe(tier);
  });

  it('reads harm meant to another person as tier c with harmToOthers, and names the answers that made it', () => {
    expect(tierOfAssessment(assessment({ whose: 'writer', harmToOthers: true, timing: 'now' }))).toEqual({
      tier: 'c',
      harmToOthers: true,
      reasons: ['assessor.harmToOthers'],
    });
  });
});

describe('assessRisk', () => {
  let fake: FakeOpenAI;
  const turns = [
    { role: 'user' as const, content: 'i lost my job today' },
    { role: 'assistant' as const, content: 'That sounds like a hard day.' },
    { role: 'user' as const, content: 'what are the tallest bridges near me' },
  ];

  beforeAll(async () => {
    fake = await FakeOpenAI.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    useTestEnv({ OPENAI_API_KEY: 'sk-assessor-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'gpt-4o-mini' });
    resetRiskAssessor();
  });

  it('asks for strict structured output over the turns, stores nothing, and reads the answer as a tier', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer({ whose: 'writer', method: true, timing: 'now' }));

    expect(await assessRisk(turns)).toEqual({ tier: 'b', harmToOthers: false, reasons: ['assessor.method'] });
    const [sent] = fake.requestsTo(RISK_ASSESSMENTS);
    const body = sent!.json as ChatBody & { temperature: number; response_format: { json_schema: { strict: boolean; schema: unknown } } };
    expect(body).toMatchObject({ model: 'gpt-4o-mini', store: false, temperature: 0 });
    expect(body.response_format.json_schema).toMatchObject({ strict: true, schema: { type: 'object', additionalProperties: false } });
    const request = body.messages.at(-1)!.content;
    expect(request).toMatch(
      /PERSON: i lost my job today\s+COACH: That sounds like a hard day\.\s+PERSON: what are the tallest bridges near me$/,
    );
  });

  it('reads at most the last turns and a bounded number of characters, keeping the newest whole', async () => {
    const long = 'x'.repeat(ASSESSED_CHARS);
    await assessRisk([
      ...Array.from({ length: 10 }, (_, i) => ({ role: 'user' as const, content: `old ${i}` })),
      { role: 'user', content: long },
    ]);

    const request = (fake.requestsTo(RISK_ASSESSMENTS)[0]!.json as ChatBody).messages.at(-1)!.content;
    expect(request).toContain(long);
    expect(request).not.toContain('old 9');
  });

  it.each([
    ['a server error, without retrying', apiError(500, 'The server had an error')],
    ['an answer that is not JSON', { body: chatCompletion('I cannot help with that') }],
    ['an answer off the schema', { body: chatCompletion(JSON.stringify({ ...NO_RISK, plan: 'maybe' })) }],
    ['an answer cut off by the token cap', { body: chatCompletion(JSON.stringify(WRITERS_PLAN), 'gpt-4o-mini', 'length') }],
  ])('says nothing after %s: the local screen decides', async (_, answer) => {
    fake.enqueue(RISK_ASSESSMENTS, answer);

    expect(await assessRisk(turns)).toBeUndefined();
    expect(fake.requestsTo(RISK_ASSESSMENTS)).toHaveLength(1);
  });

  it('says nothing past its deadline, well under a second', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer(WRITERS_PLAN, 10_000));

    const started = Date.now();
    expect(await assessRisk(turns)).toBeUndefined();
    // Far from the fake's 10 s; the exact figure is the bench's (a shared machine is noisy).
    expect(Date.now() - started).toBeLessThan(ASSESSOR_DEADLINE_MS + 4_000);
  });

  it('sends nothing and says nothing when no key is configured', async () => {
    useTestEnv({ OPENAI_BASE_URL: fake.baseURL });
    resetRiskAssessor();

    expect(await assessRisk(turns)).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });

  it('logs timings and failures, never the conversation or the assessment', async () => {
    useTestEnv({ OPENAI_API_KEY: 'sk-assessor-test', OPENAI_BASE_URL: fake.baseURL, LOG_LEVEL: 'info' });
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer(WRITERS_PLAN), apiError(500, 'boom'));

    const lines = await captureLogs(async () => {
      await assessRisk(turns);
      await assessRisk(turns);
    });

    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join('\n')).not.toMatch(/bridges|job|plan|writer/);
  });
});
