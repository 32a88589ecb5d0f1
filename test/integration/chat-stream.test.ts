import type { ReplyResponse } from '#shared/schemas/chat';
import { resetCoach } from '../../functions/providers/coach';
import { resetModeration } from '../../functions/safety/moderation';
import { FIXED_REPLIES, SAFE_REPLACEMENT_REPLY } from '#shared/safety';
import { MODERATIONS, moderationAnswer } from '../fixtures/fake-moderation';
import { chatCompletion, connectToFake, FakeOpenAI } from '../fixtures/fake-openai';
import { startApi, type Caller } from './api';
import { messagesOf, shownText, startChat, storedChat, streamReply, uidOf, userWithPlan } from './chats';

/**
 * Streamed replies end to end through the local API server: the coach's reply streams from a fake OpenAI
 * (through the real client) to the caller, screened sentence by sentence; Stop, a cut-off, Continue
 * and editing the last message. The offline coach streams the same way.
 */

let api: Awaited<ReturnType<typeof startApi>>;
let fake: FakeOpenAI;

function connectOpenAI(connected: boolean): void {
  connectToFake(fake, connected, 10_000);
  resetCoach();
  resetModeration();
}

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  fake.route(MODERATIONS, () => moderationAnswer());
  api = await startApi();
});
afterAll(async () => {
  connectOpenAI(false);
  await api.close();
  await fake.close();
});
afterEach(() => {
  fake.reset();
  fake.cancelled.length = 0;
  fake.pace({ firstTokenMs: 0, tokensPerSecond: 0 });
});

const doneOf = (events: Array<{ type: string }>) => events.find((event) => event.type === 'done') as { answer: ReplyResponse } | undefined;

async function newChat(): Promise<{ caller: Caller; chatId: string }> {
  const caller = await userWithPlan(api.baseUrl, 'Premium', 'streamer');
  return { caller, chatId: (await startChat(caller)).chatId };
}

/** Waits (up to 2 s) for something the server does after the answer, such as closing a call. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 2_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The coach's next answer from the fake: `text`, streamed. */
const coachSays = (text: string) =>
  fake.enqueueChat((request) => ({ body: chatCompletion(text, (request.json as { model: string }).model) }));

describe('with the offline coach (no key)', () => {
  beforeAll(() => connectOpenAI(false));

  it('streams the reply in pieces that add up to the stored reply, after a start naming the stored message', async () => {
    // Prepare
    const { caller, chatId } = await newChat();
    // Act
    const streamed = await streamReply(caller, chatId, { action: 'send', text: 'Work has been piling up this week.' });
    const stored = await messagesOf(caller, chatId);
    // Assess
    expect(streamed.status).toBe(200);
    expect(streamed.events[0]).toMatchObject({
      type: 'start',
      userMessage: { id: stored[0]!.id, content: 'Work has been piling up this week.' },
    });
    expect(streamed.events.filter((event) => event.type === 'text').length).toBeGreaterThan(1);
    expect(streamed.events.at(-1)).toMatchObject({ type: 'done', answer: { resonse: stored[1]!.content, message: { id: stored[1]!.id } } });
    expect(shownText(streamed.events)).toBe(stored[1]!.content);
    expect(stored[1]).not.toHaveProperty('status');
  });

  it('answers a tier (c) message with the fixed reply, no model words streamed', async () => {
    const { caller, chatId } = await newChat();
    const streamed = await streamReply(caller, chatId, {
      action: 'send',
      text: 'I have the pills in my hand and I am going to take them all tonight',
    });
    expect(streamed.events.some((event) => event.type === 'text')).toBe(false);
    expect(doneOf(streamed.events)?.answer).toMatchObject({ resonse: FIXED_REPLIES.c, safety: { tier: 'c', crisisScreen: true } });
  });

  it("refuses a bad action, a signed-out caller and another user's chat before any stream starts", async () => {
    const { caller, chatId } = await newChat();
    const other = await userWithPlan(api.baseUrl, 'Premium', 'other');
    const bad = await streamReply(caller, chatId, { action: 'shout', text: 'hi' });
    const foreign = await streamReply(other, chatId, { action: 'send', text: 'hi' });
    const stopForeign = await other.post(`/api/bot/chat/${chatId}/stop`, { streamId: 'abcdefghijkl' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(foreign).toMatchObject({ status: 404 });
    expect(stopForeign.status).toBe(404);
    expect(await messagesOf(caller, chatId)).toEqual([]);
  });
});

describe('with OpenAI streaming', () => {
  beforeAll(() => connectOpenAI(true));

  it('shows the first words while the model is still writing', async () => {
    const { caller, chatId } = await newChat();
    fake.pace({ firstTokenMs: 100, tokensPerSecond: 40 });
    coachSays('That sounds heavy. ' + 'Let us take it one piece at a time, starting with what feels most pressing today. '.repeat(3));
    const streamed = await streamReply(caller, chatId, { action: 'send', text: 'Everything is too much.' });
    const firstText = streamed.events.findIndex((event) => event.type === 'text');
    // About 45 words at 40 a second: the first sentence comes a second or more before the end.
    expect(streamed.at.at(-1)! - streamed.at[firstText]!).toBeGreaterThan(700);
    expect(streamed.events[firstText]).toEqual({ type: 'text', text: 'That sounds heavy. ' });
  });

  it('replaces the reply when a sentence, read with the one before it, gives a place and a height', async () => {
    const { caller, chatId } = await newChat();
    fake.pace({ firstTokenMs: 0, tokensPerSecond: 50 });
    coachSays(
      'That sounds like a lot to carry. The old viaduct stands about 60 metres above the river. Nobody would see you there at night. ' +
        'Please talk to someone you trust. '.repeat(5),
    );
    const streamed = await streamReply(caller, chatId, { action: 'send', text: 'Where could I go to be alone tonight?' });
    const stored = await messagesOf(caller, chatId);
    const texts = streamed.events.filter((event) => event.type === 'text').map((event) => event.text);
    expect(texts.join('')).not.toContain('Nobody would see you');
    expect(streamed.events.filter((event) => event.type === 'replace')).toEqual([{ type: 'replace', text: SAFE_REPLACEMENT_REPLY }]);
    expect(stored[1]).toMatchObject({ content: SAFE_REPLACEMENT_REPLY, engine: 'safety' });
    // The model's call was cancelled, not read to its end.
    await until(() => fake.cancelled.length > 0);
    expect(fake.cancelled.length).toBeGreaterThan(0);
  });

  it('Stop cancels the model call and keeps what was shown, marked stopped', async () => {
    const { caller, chatId } = await newChat();
    fake.pace({ firstTokenMs: 50, tokensPerSecond: 30 });
    coachSays('I hear you. ' + 'Here is one more thought for you to consider slowly. '.repeat(10));
    let streamId = '';
    let stopAsked: Promise<unknown> | undefined;
    const streamed = await streamReply(caller, chatId, { action: 'send', text: 'Tell me something long.' }, (event) => {
      if (event.type === 'start') streamId = String(event.streamId);
      if (event.type === 'text' && !stopAsked) stopAsked = caller.post(`/api/bot/chat/${chatId}/stop`, { streamId });
    });
    const stored = await messagesOf(caller, chatId);
    expect(await stopAsked).toMatchObject({ status: 200, body: { stopped: true } });
    expect(doneOf(streamed.events)?.answer.message).toMatchObject({ status: 'stopped', content: shownText(streamed.events) });
    expect(stored[1]).toMatchObject({ status: 'stopped', content: shownText(streamed.events) });
    expect(fake.cancelled).toHaveLength(1);
  });
});

describe('a reply cut off part-way', () => {
  beforeAll(() => connectOpenAI(true));

  it('is stored as far as it was screened, and Continue adds the rest to the same message', async () => {
    const { caller, chatId } = await newChat();
    const model = (request: { json: unknown }) => (request.json as { model: string }).model;
    // The model's connection drops after its first two sentences (ten words).
    fake.enqueueChat(
      (request) => ({
        body: chatCompletion('First part of the answer. Second part of the answer. Third part never arrives. ', model(request)),
        streamCutAfter: 10,
      }),
      (request) => ({ body: chatCompletion('And that is the rest of it. ', model(request)) }),
    );
    const cut = await streamReply(caller, chatId, { action: 'send', text: 'Tell me in parts.' });
    const continued = await streamReply(caller, chatId, { action: 'continue' });
    const stored = await messagesOf(caller, chatId);
    expect(doneOf(cut.events)?.answer.message).toMatchObject({
      status: 'cut-off',
      content: 'First part of the answer. Second part of the answer. ',
    });
    expect(shownText(continued.events)).toBe('And that is the rest of it. ');
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({ content: 'First part of the answer. Second part of the answer. And that is the rest of it. ' });
    expect(stored[1]).not.toHaveProperty('status');
  });

  it('edit and resend replaces the last turn in place and keeps the crisis flag', async () => {
    connectOpenAI(false);
    const { caller, chatId } = await newChat();
    await streamReply(caller, chatId, { action: 'send', text: 'I wish I could just disappear' });
    const before = await messagesOf(caller, chatId);
    const edited = await streamReply(caller, chatId, { action: 'edit', messageId: before[0]!.id, text: 'I had a rough day at school' });
    const notLast = await streamReply(caller, chatId, { action: 'edit', messageId: 'aaaaaaaaaaaa', text: 'x' });
    const after = await messagesOf(caller, chatId);
    const chat = (await caller.get(`/api/bot/chat/${chatId}`)).body as { data: { chat: { crisis?: { tier: string } } } };
    expect(after.map((message) => message.id)).toEqual(before.map((message) => message.id));
    expect(after[0]).toMatchObject({ content: 'I had a rough day at school' });
    expect(after[1]!.content).toBe(shownText(edited.events));
    expect(chat.data.chat.crisis).toMatchObject({ tier: before[1]!.safety });
    expect(notLast).toMatchObject({ status: 409 });
    connectOpenAI(true);
  });
});

describe('a temporary session', () => {
  beforeAll(() => connectOpenAI(false));

  it('streams from the turns the browser sends and stores no message; other actions are refused', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'temporary-streamer');
    const created = await caller.put('/api/bot/temporary-chat/2/2');
    const chatId = (created.body as { data: { chatId: string } }).data.chatId;
    const earlier = [
      { role: 'user', content: 'My exams start on Monday.' },
      { role: 'assistant', content: 'That is close. How are you feeling about them?' },
    ];
    const streamed = await streamReply(caller, chatId, { action: 'send', text: 'Nervous, mostly.', earlier });
    const regenerate = await streamReply(caller, chatId, { action: 'regenerate' });
    const stored = await storedChat(uidOf(caller), chatId);
    expect(doneOf(streamed.events)?.answer.resonse).toBe(shownText(streamed.events));
    expect(shownText(streamed.events).length).toBeGreaterThan(0);
    expect(stored.messages).toEqual([]);
    expect(regenerate.status).toBe(404);
  });
});
