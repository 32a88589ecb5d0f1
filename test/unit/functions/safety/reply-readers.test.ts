import { resetReplyJudge } from '../../../../functions/providers/reply-judge';
import { MODERATION_MODEL, resetModeration } from '../../../../functions/safety/moderation';
import { screenGeneratedReply } from '../../../../functions/safety/screen';
import { captureLogs } from '../../../fixtures/capture-logs';
import { useTestEnv } from '../../../fixtures/env';
import { judgementAnswer } from '../../../fixtures/fake-judge';
import { MODERATIONS, moderationAnswer } from '../../../fixtures/fake-moderation';
import { apiError, chatCompletion, FakeOpenAI, REPLY_JUDGEMENTS, type Judged } from '../../../fixtures/fake-openai';

/**
 * The three readers of a generated reply joined (docs/safety.md, "A second reader of every
 * reply"): the local screen, OpenAI moderation and the reply judge, through the real client
 * against the fake OpenAI. A second reader can only refuse; moderation's self-harm categories,
 * which fire on warm crisis support too, are the judge's to weigh.
 */

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  fake.route(MODERATIONS, () => moderationAnswer());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  useTestEnv({ OPENAI_API_KEY: 'sk-readers-test', OPENAI_BASE_URL: fake.baseURL });
  resetModeration();
  resetReplyJudge();
});

const POLITE = 'Try a short walk and a glass of water, then write down one thing that went okay today.';
const CRISIS_SUPPORT =
  "I'm really glad you told me you've been thinking about suicide. You deserve support right now: you can call or text 988 any time, day or night.";

describe('moderation and the judge', () => {
  it.each([
    [{ 'self-harm/instructions': 0.8 }, 'means', 'moderation.self-harm/instructions'],
    [{ 'illicit/violent': 0.9, violence: 0.6 }, 'means', 'moderation.illicit/violent'],
    [{ 'sexual/minors': 0.7 }, 'romance-sexual', 'moderation.sexual/minors'],
  ] as const)('moderation flagging %j refuses the reply whatever the judge says', async (scores, reason, rule) => {
    fake.enqueue(MODERATIONS, moderationAnswer(scores));

    expect(await screenGeneratedReply(POLITE, { flagged: false })).toEqual({ safe: false, reason, rule, moderated: true, judged: true });
    expect(fake.requestsTo(MODERATIONS)[0]!.json).toEqual({ model: MODERATION_MODEL, input: POLITE });
  });

  it("refuses any sexual content with a minor's account, and leaves an adult's to the judge", async () => {
    fake.enqueue(MODERATIONS, moderationAnswer({ sexual: 0.8 }), moderationAnswer({ sexual: 0.8 }));

    const forMinor = await screenGeneratedReply(POLITE, { minor: true });
    const forAdult = await screenGeneratedReply(POLITE, { minor: false });

    expect(forMinor).toMatchObject({ safe: false, reason: 'romance-sexual', rule: 'moderation.sexual' });
    expect(forAdult).toEqual({ safe: true, moderated: true, judged: true });
  });

  it.each(['self-harm', 'self-harm/intent'] as const)(
    'keeps warm crisis support moderation flags %s for when the judge approves it, and refuses it when the judge is down',
    async (category) => {
      fake.enqueue(MODERATIONS, moderationAnswer({ [category]: 0.9 }), moderationAnswer({ [category]: 0.9 }));
      fake.enqueue(REPLY_JUDGEMENTS, judgementAnswer(), apiError(500, 'down'));

      const approved = await screenGeneratedReply(CRISIS_SUPPORT, { flagged: true });
      const unjudged = await screenGeneratedReply(CRISIS_SUPPORT, { flagged: false });

      expect(approved).toEqual({ safe: true, moderated: true, judged: true });
      expect(unjudged).toEqual({ safe: false, reason: 'encouragement', rule: `moderation.${category}`, moderated: true, judged: false });
    },
  );

  it.each([
    ['means', 'means'],
    ['encouragement', 'encouragement'],
    ['enablingSelfHarm', 'enabling-self-harm'],
    ['eatingDisorder', 'eating-disorder'],
    ['romanceSexual', 'romance-sexual'],
    ['secrecyGrooming', 'secrecy-grooming'],
    ['dependence', 'dependence'],
    ['humanClaim', 'claims-human'],
    ['diagnosisMedication', 'diagnosis-medication'],
    ['dangerousChallenge', 'dangerous-challenge'],
  ] as const)('the judge alone refuses a reply that breaks %s, which the other readers passed', async (category: Judged, reason) => {
    fake.enqueue(REPLY_JUDGEMENTS, judgementAnswer([category]));

    expect(await screenGeneratedReply(POLITE, {})).toEqual({ safe: false, reason, rule: `judge.${reason}`, moderated: true, judged: true });
  });

  it('asks the judge with the reply, the message it answers, the account and the flag, under the strict policy schema', async () => {
    await screenGeneratedReply(POLITE, { minor: true, flagged: true, asked: 'what should I do after school?' });

    const [call] = fake.requestsTo(REPLY_JUDGEMENTS);
    const body = call!.json as {
      store: boolean;
      temperature: number;
      messages: { role: string; content: string }[];
      response_format: { json_schema: { strict: boolean; schema: { required: string[] } } };
    };
    expect(body).toMatchObject({ store: false, temperature: 0, response_format: { json_schema: { strict: true } } });
    expect(body.response_format.json_schema.schema.required).toHaveLength(10);
    const asked = body.messages[1]!.content;
    expect(asked).toContain(POLITE);
    expect(asked).toContain('what should I do after school?');
    expect(asked).toContain("Account: a minor's");
    expect(asked).toContain('Chat: flagged');
  });

  it('does not ask moderation or the judge about a reply the local screen refused', async () => {
    const verdict = await screenGeneratedReply('A fall from 150 feet is almost always fatal.', { flagged: true });

    expect(verdict).toMatchObject({ safe: false, reason: 'means', moderated: false, judged: false });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('when the judge fails or is late', () => {
  const failures = [
    ['failing', () => apiError(500, 'down')],
    ['slow', () => judgementAnswer([], 10_000)],
    ['off the schema', () => ({ body: chatCompletion('{"means": "maybe"}') })],
  ] as const;

  it.each(failures)('%s: an adult in an ordinary chat gets the reply the local screen passed', async (_, answer) => {
    fake.enqueue(REPLY_JUDGEMENTS, answer());

    expect(await screenGeneratedReply(POLITE, {}, AbortSignal.timeout(300))).toEqual({ safe: true, moderated: true, judged: false });
  });

  it.each(failures)("%s: a reply in a flagged chat or for a minor's account is held", async (_, answer) => {
    fake.enqueue(REPLY_JUDGEMENTS, answer(), answer());

    expect(await screenGeneratedReply(POLITE, { flagged: true }, AbortSignal.timeout(300))).toMatchObject({ safe: false, held: true });
    expect(await screenGeneratedReply(POLITE, { minor: true }, AbortSignal.timeout(300))).toMatchObject({ safe: false, held: true });
  });

  it('logs the failure by name and counts it, never the reply or the message', async () => {
    useTestEnv({ OPENAI_API_KEY: 'sk-readers-test', OPENAI_BASE_URL: fake.baseURL, POWERTOOLS_METRICS_DISABLED: 'false' });
    fake.enqueue(REPLY_JUDGEMENTS, apiError(500, 'down'));

    const lines = await captureLogs(async () => {
      await screenGeneratedReply(POLITE, { asked: 'my secret message' });
    });

    const logged = lines.join('\n');
    expect(logged).toContain('reply judge failed');
    expect(lines.some((line) => (JSON.parse(line) as Record<string, unknown>).ReplyJudgeFailures === 1)).toBe(true);
    expect(logged).not.toContain('glass of water');
    expect(logged).not.toContain('my secret message');
  });

  it('with no model configured there is no judge, and nothing is held', async () => {
    useTestEnv({});

    expect(await screenGeneratedReply(POLITE, { flagged: true, minor: true })).toEqual({ safe: true, moderated: false, judged: false });
    expect(fake.requests).toHaveLength(0);
  });
});
