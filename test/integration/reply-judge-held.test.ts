import { resetCoach } from '../../functions/providers/coach';
import { resetReplyJudge } from '../../functions/providers/reply-judge';
import { resetModeration } from '../../functions/safety/moderation';
import { HELD_REPLY, HELD_REPLY_WITH_HELP, SAFE_REPLACEMENT_REPLY } from '#shared/safety';
import { judgementAnswer } from '../fixtures/fake-judge';
import { MODERATIONS, moderationAnswer } from '../fixtures/fake-moderation';
import { apiError, chatCompletion, connectToFake, FakeOpenAI, REPLY_JUDGEMENTS } from '../fixtures/fake-openai';
import { signedInCaller, startApi, type Caller } from './api';
import { messagesOf, send, startChat, streamReply, uidOf } from './chats';
import { setPlanOf } from './table';

/**
 * The reply judge through the local API server (docs/safety.md, "A second reader of every
 * reply"): in a flagged chat and with a minor's account nothing of a reply is shown before the
 * judge approves it, and when the judge fails or is late a fixed text is held in its place; an
 * adult's ordinary chat rests on the local screen then.
 */

let api: Awaited<ReturnType<typeof startApi>>;
let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  fake.route(MODERATIONS, () => moderationAnswer());
  connectToFake(fake, true, 10_000);
  resetCoach();
  resetModeration();
  resetReplyJudge();
  api = await startApi();
});
afterAll(async () => {
  connectToFake(fake, false);
  resetCoach();
  resetModeration();
  resetReplyJudge();
  await api.close();
  await fake.close();
});
afterEach(() => fake.reset());

const ORDINARY = 'Any ideas for a calmer evening?';
const MODEL_REPLY = 'A warm shower and a short walk can help. What usually calms you down?';
/** Tier (a): the chat is flagged, and the coach still answers. */
const FLAGGING = 'I wish I could just disappear';

async function chatOf(ageConfirmation: 'adult' | 'guardian'): Promise<{ caller: Caller; chatId: string }> {
  const caller = await signedInCaller(api.baseUrl, undefined, { ageConfirmation });
  await setPlanOf(uidOf(caller), 'Premium');
  return { caller, chatId: (await startChat(caller)).chatId };
}
const coachSays = (text: string) =>
  fake.enqueueChat((request) => ({ body: chatCompletion(text, (request.json as { model: string }).model) }));

describe('a whole reply', () => {
  it('in a flagged chat, a judge that fails holds the reply: the fixed text, with the help', async () => {
    const { caller, chatId } = await chatOf('adult');
    await send(caller, chatId, FLAGGING);
    coachSays(MODEL_REPLY);
    fake.enqueue(REPLY_JUDGEMENTS, apiError(500, 'down'));

    const answer = await send(caller, chatId, ORDINARY);
    const stored = await messagesOf(caller, chatId);

    expect(answer.body).toMatchObject({ resonse: HELD_REPLY_WITH_HELP, message: { engine: 'safety' } });
    expect(stored.at(-1)).toMatchObject({ content: HELD_REPLY_WITH_HELP });
    expect(JSON.stringify(stored)).not.toContain(MODEL_REPLY);
  });

  it("for a minor's account, a judge past its deadline holds the reply", async () => {
    const { caller, chatId } = await chatOf('guardian');
    coachSays(MODEL_REPLY);
    fake.enqueue(REPLY_JUDGEMENTS, judgementAnswer([], 8_000));

    const answer = await send(caller, chatId, ORDINARY);

    expect(answer.body).toMatchObject({ resonse: HELD_REPLY, message: { engine: 'safety' } });
  });

  it("in an adult's ordinary chat, a judge that fails leaves the reply the local screen passed", async () => {
    const { caller, chatId } = await chatOf('adult');
    coachSays(MODEL_REPLY);
    fake.enqueue(REPLY_JUDGEMENTS, apiError(500, 'down'));

    const answer = await send(caller, chatId, ORDINARY);

    expect(answer.body).toMatchObject({ resonse: MODEL_REPLY, message: { engine: 'openai' } });
  });
});

describe('a streamed reply', () => {
  it("for a minor's account, no word is shown before the judge approves the whole reply", async () => {
    const { caller, chatId } = await chatOf('guardian');
    coachSays(MODEL_REPLY);
    let judgedAt = 0;
    fake.enqueue(REPLY_JUDGEMENTS, () => {
      judgedAt = Date.now();
      return judgementAnswer([], 400);
    });

    const sent = Date.now();
    const streamed = await streamReply(caller, chatId, { action: 'send', text: ORDINARY });

    // `at` counts from the request, which left no earlier than `sent`.
    const texts = streamed.events.flatMap((event, index) =>
      event.type === 'text' ? [{ text: event.text as string, at: sent + streamed.at[index]! }] : [],
    );
    expect(texts.map((event) => event.text).join('')).toBe(MODEL_REPLY);
    expect(judgedAt).toBeGreaterThan(0);
    expect(texts[0]!.at).toBeGreaterThanOrEqual(judgedAt + 400);
  });

  it("for a minor's account, a reply the judge refuses is never shown, not even its first sentence", async () => {
    const { caller, chatId } = await chatOf('guardian');
    coachSays('You did great today. I think about you all the time, and I wish I could hold your hand tonight.');
    fake.enqueue(REPLY_JUDGEMENTS, judgementAnswer(['romanceSexual']));

    const streamed = await streamReply(caller, chatId, { action: 'send', text: ORDINARY });
    const stored = await messagesOf(caller, chatId);

    expect(streamed.events.filter((event) => event.type === 'text')).toEqual([]);
    expect(streamed.events.filter((event) => event.type === 'replace')).toEqual([{ type: 'replace', text: SAFE_REPLACEMENT_REPLY }]);
    expect(stored.at(-1)).toMatchObject({ content: SAFE_REPLACEMENT_REPLY, engine: 'safety' });
  });

  it('in a flagged chat, a judge past its deadline holds the reply: nothing of the model is shown', async () => {
    const { caller, chatId } = await chatOf('adult');
    await send(caller, chatId, FLAGGING);
    coachSays(MODEL_REPLY);
    fake.enqueue(REPLY_JUDGEMENTS, judgementAnswer([], 8_000));

    const streamed = await streamReply(caller, chatId, { action: 'send', text: ORDINARY });

    expect(streamed.events.filter((event) => event.type === 'text')).toEqual([]);
    expect(streamed.events.filter((event) => event.type === 'replace')).toEqual([{ type: 'replace', text: HELD_REPLY_WITH_HELP }]);
  });
});
