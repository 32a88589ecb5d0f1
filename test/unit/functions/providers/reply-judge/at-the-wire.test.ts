import { config } from '../../../../../functions/kernel/config';
import { createReplyJudge, InvalidJudgementError, type JudgedReply } from '../../../../../functions/providers/reply-judge';
import { useTestEnv } from '../../../../fixtures/env';
import { FakeCompatibleServer, policyAnswer } from '../../../../fixtures/fake-compatible-server';
import { judgementAnswer } from '../../../../fixtures/fake-judge';
import { apiError, chatCompletion, FakeOpenAI, REPLY_JUDGEMENTS } from '../../../../fixtures/fake-openai';

/**
 * The reply judge at the wire, on both kinds of server: OpenAI's structured output with a key,
 * and an OpenAI-compatible server without one, on the coach's own model (the written policy, JSON
 * mode) or on a guard model (Llama Guard's verdict). Each approves, refuses, is slow, fails, and
 * answers off its format; the last three throw, and the caller (functions/safety/judge.ts) decides.
 */

const INPUT: JudgedReply = { reply: 'You are my sweetheart, come here *hugs*', asked: 'I had a rough day', minor: true, flagged: false };

describe('with an OpenAI key: structured output', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await FakeOpenAI.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    useTestEnv({
      OPENAI_API_KEY: 'sk-judge-test',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'gpt-coach',
      SAFETY_JUDGE_MODEL: 'gpt-judge',
    });
  });
  const judge = () => createReplyJudge(config().openai)!;

  it('approves: no category broken, asked of SAFETY_JUDGE_MODEL with the key, store off, temperature 0', async () => {
    expect(await judge().judge(INPUT)).toEqual([]);

    const [call] = fake.requestsTo(REPLY_JUDGEMENTS);
    expect(call!.headers.authorization).toBe('Bearer sk-judge-test');
    expect(call!.json).toMatchObject({ model: 'gpt-judge', store: false, temperature: 0 });
  });

  it('refuses: the categories the answer sets true', async () => {
    fake.enqueue(REPLY_JUDGEMENTS, judgementAnswer(['romanceSexual', 'dependence']));

    expect(await judge().judge(INPUT)).toEqual(['romanceSexual', 'dependence']);
  });

  it('slow: the caller’s deadline ends the call', async () => {
    fake.enqueue(REPLY_JUDGEMENTS, judgementAnswer([], 5_000));

    await expect(judge().judge(INPUT, AbortSignal.timeout(100))).rejects.toThrow();
  });

  it('failing: throws once, without retrying', async () => {
    fake.enqueue(REPLY_JUDGEMENTS, apiError(500, 'down'));

    await expect(judge().judge(INPUT)).rejects.toThrow();
    expect(fake.requestsTo(REPLY_JUDGEMENTS)).toHaveLength(1);
  });

  it.each([
    ['JSON off the schema', chatCompletion('{"means": false}')],
    ['not JSON', chatCompletion('The reply looks fine to me.')],
    ['cut off', chatCompletion('{"means": fal', 'gpt-judge', 'length')],
  ])('off-schema (%s): throws InvalidJudgementError', async (_, body) => {
    fake.enqueue(REPLY_JUDGEMENTS, { body });

    await expect(judge().judge(INPUT)).rejects.toThrow(InvalidJudgementError);
  });

  it("judges with the coach's model when SAFETY_JUDGE_MODEL is unset", async () => {
    useTestEnv({ OPENAI_API_KEY: 'sk-judge-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'gpt-coach' });

    await judge().judge(INPUT);

    expect(fake.requestsTo(REPLY_JUDGEMENTS)[0]!.json).toMatchObject({ model: 'gpt-coach' });
  });
});

describe('with a compatible server and no key', () => {
  let server: FakeCompatibleServer;
  beforeAll(async () => {
    server = await FakeCompatibleServer.start({ judgeModel: 'llama-guard3:1b' });
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  const judgeOn = (model?: string) => {
    useTestEnv({ OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: server.model, ...(model && { SAFETY_JUDGE_MODEL: model }) });
    return createReplyJudge(config().openai)!;
  };

  describe("the coach's own model reads the written policy", () => {
    it('approves, in JSON mode, with only the fields such servers know', async () => {
      expect(await judgeOn().judge(INPUT)).toEqual([]);

      const [body] = server.judgeBodies();
      expect(body).toMatchObject({ model: server.model, temperature: 0, response_format: { type: 'json_object' } });
      expect(body).not.toHaveProperty('store');
      expect(body!.messages[0]!.content).toContain('"romanceSexual"');
    });

    it('refuses, reading the JSON inside a code fence too', async () => {
      server.judgeAnswers.push({ content: `\`\`\`json\n${policyAnswer(['romanceSexual']).content!}\n\`\`\`` });

      expect(await judgeOn().judge(INPUT)).toEqual(['romanceSexual']);
    });

    it('slow, failing or off-schema: throws', async () => {
      server.judgeAnswers.push({ delayMs: 5_000 }, { status: 500 }, { content: 'Looks safe to me!' }, { content: '{"means": "no"}' });
      const judge = judgeOn();

      await expect(judge.judge(INPUT, AbortSignal.timeout(100))).rejects.toThrow();
      await expect(judge.judge(INPUT)).rejects.toThrow();
      await expect(judge.judge(INPUT)).rejects.toThrow(InvalidJudgementError);
      await expect(judge.judge(INPUT)).rejects.toThrow(InvalidJudgementError);
    });
  });

  describe('a Llama Guard model named by SAFETY_JUDGE_MODEL', () => {
    it("approves 'safe', asked with the message and the reply as the conversation's two turns", async () => {
      expect(await judgeOn('llama-guard3:1b').judge(INPUT)).toEqual([]);

      const [body] = server.judgeBodies();
      expect(body!.model).toBe('llama-guard3:1b');
      expect(body!.messages).toEqual([
        { role: 'user', content: INPUT.asked },
        { role: 'assistant', content: INPUT.reply },
      ]);
    });

    it.each([
      ['unsafe\nS12', ['romanceSexual']],
      ['unsafe\nS11', ['encouragement']],
      ['unsafe\nS1,S4', ['means', 'romanceSexual']],
      // Specialized advice fires on routine medicine talk: the local screen holds that category.
      ['unsafe\nS6', []],
    ])('reads %j as our categories', async (content, breaches) => {
      server.judgeAnswers.push({ content });

      expect(await judgeOn('llama-guard3:1b').judge(INPUT)).toEqual(breaches);
    });

    it('slow, failing or off its format: throws', async () => {
      server.judgeAnswers.push({ delayMs: 5_000 }, { status: 500 }, { content: 'I think this is fine.' });
      const judge = judgeOn('llama-guard3:1b');

      await expect(judge.judge(INPUT, AbortSignal.timeout(100))).rejects.toThrow();
      await expect(judge.judge(INPUT)).rejects.toThrow();
      await expect(judge.judge(INPUT)).rejects.toThrow(InvalidJudgementError);
    });
  });
});

it('with no model configured there is no judge', () => {
  useTestEnv({});

  expect(createReplyJudge(config().openai)).toBeUndefined();
});
