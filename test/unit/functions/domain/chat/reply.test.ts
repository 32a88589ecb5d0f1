import { replyWhole } from '../../../../../functions/domain/chat/reply';
import type { CoachQuestion } from '../../../../../functions/domain/chat/coach-window';
import type { MessageRecord } from '../../../../../functions/data/chat-messages';
import { resetCoach } from '../../../../../functions/providers/coach';
import { resetRiskAssessor } from '../../../../../functions/providers/risk-assessor';
import { resetModeration } from '../../../../../functions/safety/moderation';
import { screenLocally } from '../../../../../functions/safety';
import { FIXED_REPLIES, HARM_TO_OTHERS_REPLY } from '#shared/safety';
import { useTestEnv } from '../../../../fixtures/env';
import { chatCompletion, CHAT_COMPLETIONS, FakeOpenAI, RISK_ASSESSMENTS } from '../../../../fixtures/fake-openai';
import { MODERATIONS, moderationAnswer } from '../../../../fixtures/fake-moderation';
import { assessmentAnswer, WRITERS_PLAN } from '../../../../fixtures/fake-assessor';

/**
 * The reply to a message with the risk assessor beside the coach, through the real SDK
 * against the fake OpenAI server: the assessor may only raise the local screen's tier, the coach
 * writes meanwhile, and nothing is answered before both have spoken.
 */

let fake: FakeOpenAI;
const ctx = { uid: 'u1', chatId: 'c1', requestId: 'r1', remainingMs: () => 25_000 };
const chat = { chatId: 'c1', goal: 1, style: 1, startTime: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z' } as const;

/** The help of an English message about suicide or self-harm: the US crisis lines (shared/crisis-help.ts). */
const ENGLISH_SUICIDE = { harm: 'suicide-self-harm', language: 'en' } as const;

function question(...texts: string[]): CoachQuestion {
  const history: MessageRecord[] = texts.map((content, i) => ({
    id: `m${i}`,
    chatId: 'c1',
    role: i % 2 === 0 ? 'user' : 'assistant',
    content,
    createdAt: '2026-11-26T10:00:00.000Z',
  }));
  return { chat, firstName: 'Ada', history };
}

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  fake.route(MODERATIONS, () => moderationAnswer());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  useTestEnv({ OPENAI_API_KEY: 'sk-respond-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MAX_RETRIES: '0' });
  resetCoach();
  resetModeration();
  resetRiskAssessor();
});

describe('replyWhole, with a risk assessor', () => {
  it('is tested on messages the local screen alone reads lower than the assessor makes them', () => {
    const rank = ['none', 'a', 'b', 'c'];
    const cases: [string, string[], string][] = [
      ['i have sorted out who gets my things, it is all arranged for friday', [], 'c'],
      ['everything is sorted for saturday now', [], 'c'],
      ['how long does it take to fall asleep forever', ['i keep thinking everyone is better off'], 'b'],
      ['lately i feel like a ghost in my own house', [], 'a'],
      ['he is going to get what is coming to him', [], 'c'],
      ['are you a real person? everything feels grey lately', [], 'a'],
    ];
    for (const [text, previous, raisedTo] of cases) {
      expect(rank.indexOf(screenLocally({ text, previous }).tier)).toBeLessThan(rank.indexOf(raisedTo));
    }
  });

  it('answers with the coach when neither screen finds a risk, having asked both', async () => {
    fake.enqueueChat({ body: chatCompletion('What would make this week feel lighter?') });

    const answer = await replyWhole(ctx, question('school has been a lot this week'));

    expect(answer).toMatchObject({ tier: 'none', reply: { text: 'What would make this week feel lighter?', engine: 'openai' } });
    expect(fake.requestsTo(RISK_ASSESSMENTS)).toHaveLength(1);
  });

  it('answers with the fixed tier (c) text when the assessor reads a plan the local screen missed, and drops the draft', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer(WRITERS_PLAN));
    fake.enqueueChat({ body: chatCompletion('Here are some ideas for your weekend!') });

    const answer = await replyWhole(ctx, question('i have sorted out who gets my things, it is all arranged for friday'));

    expect(answer).toEqual({
      tier: 'c',
      reply: { text: FIXED_REPLIES.c, engine: 'safety' },
      help: ENGLISH_SUICIDE,
      reading: expect.any(Object),
    });
  });

  it('waits for the assessor even when the coach answers first: nothing is shown before both have spoken', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer(WRITERS_PLAN, 400));
    fake.enqueueChat({ body: chatCompletion('A quick, cheerful draft') });

    const answer = await replyWhole(ctx, question('everything is sorted for saturday now'));

    expect(answer.reply.text).toBe(FIXED_REPLIES.c);
  });

  it('reads the conversation: raises a mild last message after an earlier disclosure, as the assessor sees it', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer({ whose: 'writer', activeThoughts: true, method: true, timing: 'now' }));

    const answer = await replyWhole(
      ctx,
      question('i keep thinking everyone is better off', 'I hear you.', 'how long does it take to fall asleep forever'),
    );

    expect(answer).toMatchObject({ tier: 'b', reply: { text: FIXED_REPLIES.b } });
    const sent = (fake.requestsTo(RISK_ASSESSMENTS)[0]!.json as { messages: { content: string }[] }).messages.at(-1)!.content;
    expect(sent).toContain('PERSON: i keep thinking everyone is better off');
  });

  it('keeps the coach’s reply at tier (a) when the assessor raises none to a wish to be dead: resources beside it', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer({ whose: 'writer', wishToBeDead: true, timing: 'now' }));
    fake.enqueueChat({ body: chatCompletion('That sounds really heavy. I am glad you said it.') });

    const answer = await replyWhole(ctx, question('lately i feel like a ghost in my own house'));

    expect(answer).toMatchObject({ tier: 'a', reply: { engine: 'openai' } });
  });

  it('confirms a tier-(a) reading only when a second reader agrees (SAFETY.md 20)', async () => {
    const wish = assessmentAnswer({ whose: 'writer', wishToBeDead: true, timing: 'now' });
    fake.enqueue(RISK_ASSESSMENTS, wish, assessmentAnswer({}), wish);
    fake.enqueueChat(
      { body: chatCompletion('I am here.') },
      { body: chatCompletion('I am here.') },
      { body: chatCompletion('I am here.') },
    );

    const both = await replyWhole(ctx, question('I want to die'));
    const localAlone = await replyWhole(ctx, question('I want to die'));
    const assessorAlone = await replyWhole(ctx, question('lately i feel like a ghost in my own house'));

    expect(both).toMatchObject({ tier: 'a', confirmed: true });
    expect(localAlone).toMatchObject({ tier: 'a', confirmed: false });
    expect(assessorAlone).toMatchObject({ tier: 'a', confirmed: false });
  });

  it('never lowers the local tier: "someone else" from the assessor leaves a plan at tier (c)', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer({ whose: 'someone-else', plan: true, timing: 'now' }));

    const answer = await replyWhole(ctx, question('asking for a friend: i have the pills and i am going to take them all tonight'));

    expect(answer.tier).toBe('c');
    expect(answer.reply.engine).toBe('safety');
  });

  it('never lowers tier (b) either, and gives harm to others its own text', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer({}), assessmentAnswer({ whose: 'writer', harmToOthers: true, timing: 'now' }));

    expect((await replyWhole(ctx, question('i want to kill myself'))).tier).toBe('b');
    expect(await replyWhole(ctx, question('he is going to get what is coming to him'))).toEqual({
      tier: 'c',
      reply: { text: HARM_TO_OTHERS_REPLY, engine: 'safety' },
      help: { harm: 'harm-to-others', language: 'en' },
      reading: expect.objectContaining({ harmToOthers: true }),
    });
  });

  it('lets the local screen decide alone when the assessor is slow or failing', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer(WRITERS_PLAN, 10_000));
    fake.enqueueChat({ body: chatCompletion('Tell me more about the exam.') });

    const started = Date.now();
    const answer = await replyWhole(ctx, question('the exam went badly'));

    expect(answer).toMatchObject({ tier: 'none', reply: { text: 'Tell me more about the exam.' } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('lets moderation speak before the coach is called (SAFETY.md 1): a tier (c) verdict means no model writes', async () => {
    fake.enqueue(MODERATIONS, { ...moderationAnswer({ 'self-harm': 0.95, 'self-harm/intent': 0.97 }), delayMs: 200 });

    const answer = await replyWhole(ctx, question('lately i feel like a ghost in my own house'));

    expect(answer).toEqual({
      tier: 'c',
      reply: { text: FIXED_REPLIES.c, engine: 'safety' },
      help: ENGLISH_SUICIDE,
      reading: expect.any(Object),
    });
    expect(fake.requestsTo(CHAT_COMPLETIONS)).toHaveLength(0);
  });

  it('does not wait for a second opinion on a tier (c) message with no guardian to tell, nor call the coach', async () => {
    const answer = await replyWhole(ctx, question('i am on the bridge and i am going to jump'));

    expect(answer).toEqual({
      tier: 'c',
      reply: { text: FIXED_REPLIES.c, engine: 'safety' },
      help: ENGLISH_SUICIDE,
      reading: expect.any(Object),
    });
    expect(fake.requestsTo(RISK_ASSESSMENTS)).toHaveLength(0);
    expect(fake.requestsTo(CHAT_COMPLETIONS)).toHaveLength(0);
  });

  it('answers "are you human?" with the disclosure unless the assessor finds a risk, then the coach answers', async () => {
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer({}), assessmentAnswer({ whose: 'writer', wishToBeDead: true, timing: 'now' }));
    fake.enqueueChat({ body: chatCompletion('I am an AI, and I am here with you.') });

    expect((await replyWhole(ctx, question('are you a real person?'))).reply.engine).toBe('safety');
    expect(await replyWhole(ctx, question('are you a real person? everything feels grey lately'))).toMatchObject({
      tier: 'a',
      reply: { engine: 'openai' },
    });
  });
});
