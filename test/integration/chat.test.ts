import { COACH_NAME, MAX_TITLE_LENGTH, titleFromMessage } from '#shared/chat';
import { messages } from '#shared/messages';
import { SESSION_NAME_TOO_LONG } from '#shared/schemas/chat';
import { startApi } from './api';
import { messagesOf, send, startChat, storedChat, uidOf, userWithPlan } from './chats';
import { setPlanOf } from './table';

/**
 * The chat routes end to end: the local API server, dynalite, the auth emulator and the offline
 * coach (no OpenAI key).
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PLAN_REQUIRED = { success: false, code: 'FORBIDDEN', message: messages.chat.planRequired };

describe('creating chats and plans', () => {
  it.each([null, 'Basic'] as const)('plan %s: goal 2 with style 2 is created, other pairs are 403', async (plan) => {
    const caller = await userWithPlan(api.baseUrl, plan);

    const allowed = await caller.put('/api/bot/new-chat/2/2');
    const refused = await Promise.all(['1/1', '1/2', '2/3', '3/2'].map((pair) => caller.put(`/api/bot/new-chat/${pair}`)));

    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ success: true, data: { title: '', chatGoal: 2, chatStyle: 2 } });
    for (const res of refused) expect(res).toMatchObject({ status: 403, body: PLAN_REQUIRED });
    expect((await caller.get('/api/bot/get-all-chats')).body.data).toHaveLength(1);
  });

  it('Premium may create every goal and style, and GET /api/user/ shows the plan', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium');

    const chat = await startChat(caller, 1, 3);

    expect(chat).toMatchObject({ chatGoal: 1, chatStyle: 3, title: '' });
    expect(chat._id).toBe(chat.chatId);
    expect(Date.parse(chat.startTime)).toBeGreaterThan(Date.now() - 60_000);
    expect((await caller.get('/api/user/')).body).toMatchObject({ plan: 'Premium' });
  });

  it("lists chats newest first, without anyone else's", async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium');
    const other = await userWithPlan(api.baseUrl, null);
    await startChat(other);
    const created = [];
    for (const [goal, style] of [
      [1, 1],
      [2, 2],
      [3, 3],
    ])
      created.push(await startChat(caller, goal, style));

    const res = await caller.get('/api/bot/get-all-chats');

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([...created].reverse());
  });
});

describe('sending messages', () => {
  it('stores the message and the reply, answers in `resonse`, and names the chat once', async () => {
    // Prepare
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    const first = 'I have three exams next week and I cannot sleep properly.';
    // Act
    const res = await send(caller, chat.chatId, `  ${first}  `);
    const second = await send(caller, chat.chatId, 'Another thing entirely');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      resonse: expect.stringContaining(COACH_NAME),
      message: { role: 'assistant', engine: 'offline' },
      userMessage: { role: 'user', content: first },
    });
    expect((res.body.message as { content: string }).content).toBe(res.body.resonse);
    expect(second.status).toBe(200);
    const stored = await messagesOf(caller, chat.chatId);
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(stored[0]).toEqual(res.body.userMessage);
    expect(stored[1]).toEqual(res.body.message);
    const title = (await caller.get(`/api/bot/title/${chat.chatId}`)).body;
    expect(title).toEqual({ success: true, title: titleFromMessage(first) });
    expect((await caller.get('/api/bot/get-all-chats')).body.data).toEqual([{ ...chat, title: titleFromMessage(first) }]);
  });

  it('a first message of 70 emoji gives a title of whole emoji the title route can answer, and a lone surrogate is stored as U+FFFD', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);

    const res = await send(caller, chat.chatId, `${'🌱'.repeat(70)} \uD83D`);

    expect(res.status).toBe(200);
    expect((res.body.userMessage as { content: string }).content).toBe(`${'🌱'.repeat(70)} \uFFFD`);
    const title = await caller.get(`/api/bot/title/${chat.chatId}`);
    expect(title).toMatchObject({ status: 200, body: { success: true, title: `${'🌱'.repeat(MAX_TITLE_LENGTH - 1)}…` } });
  });

  it('GET /api/bot/chat/{chatId} answers the chat and its messages, oldest first', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    for (const text of ['one', 'two', 'three']) await send(caller, chat.chatId, text);

    const res = await caller.get(`/api/bot/chat/${chat.chatId}`);

    expect(res.status).toBe(200);
    const data = res.body.data as { chat: unknown; messages: Array<{ content: string; role: string; createdAt: string }> };
    expect(data.chat).toEqual({ ...chat, title: 'one' });
    expect(data.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['one', 'two', 'three']);
    const times = data.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('a long first message makes a title cut at a word boundary', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    const text = 'word '.repeat(200).trim();

    await send(caller, chat.chatId, text);

    const { title } = (await caller.get(`/api/bot/title/${chat.chatId}`)).body as { title: string };
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(title).toMatch(/^word( word)*…$/);
  });

  it('a downgraded user reads a Premium chat but cannot continue it (403, nothing stored)', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium');
    const chat = await startChat(caller, 1, 1);
    await send(caller, chat.chatId, 'Hello');
    await setPlanOf(uidOf(caller), 'Basic');

    const res = await send(caller, chat.chatId, 'Still here?');
    const regenerate = await caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);

    expect(res).toMatchObject({ status: 403, body: PLAN_REQUIRED });
    expect(regenerate).toMatchObject({ status: 403, body: PLAN_REQUIRED });
    expect(await messagesOf(caller, chat.chatId)).toHaveLength(2);
  });
});

describe('regenerate', () => {
  it('replaces the last reply in place with different words: same id, message count unchanged', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    await send(caller, chat.chatId, 'First');
    const sent = await send(caller, chat.chatId, 'Second');
    const before = await messagesOf(caller, chat.chatId);

    const res = await caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      resonse: expect.any(String),
      message: { id: (sent.body.message as { id: string }).id, role: 'assistant' },
      userMessage: sent.body.userMessage,
    });
    const after = await messagesOf(caller, chat.chatId);
    expect(after).toHaveLength(before.length);
    expect(after.map((m) => m.id)).toEqual(before.map((m) => m.id));
    expect(after.at(-1)).toEqual(res.body.message);
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
    expect(res.body.resonse).not.toBe(sent.body.resonse);
  });

  it('a chat without messages has nothing to regenerate: 409, nothing stored', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);

    const res = await caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);

    expect(res).toMatchObject({ status: 409, body: { success: false, code: 'CONFLICT' } });
    expect((await storedChat(uidOf(caller), chat.chatId)).messages).toEqual([]);
  });
});

describe('titles', () => {
  it('POST names an untitled chat and keeps the first title; GET reads it', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);

    const untitled = await caller.get(`/api/bot/title/${chat.chatId}`);
    const first = await caller.post(`/api/bot/title/${chat.chatId}`, { text: '  Feeling   stressed about work ' });
    const second = await caller.post(`/api/bot/title/${chat.chatId}`, { text: 'Something else' });

    expect(untitled.body).toEqual({ success: true, title: '' });
    expect(first.body).toEqual({ success: true, title: 'Feeling stressed about work' });
    expect(second.body).toEqual({ success: true, title: 'Feeling stressed about work' });
    expect((await caller.get(`/api/bot/title/${chat.chatId}`)).body.title).toBe('Feeling stressed about work');
  });

  it('POST with rename replaces the title with the name given; a name too long or empty is refused and changes nothing', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    await send(caller, chat.chatId, 'Exams');

    const renamed = await caller.post(`/api/bot/title/${chat.chatId}`, { text: '  Study   plan ', rename: true });
    const tooLong = await caller.post(`/api/bot/title/${chat.chatId}`, { text: 'a'.repeat(MAX_TITLE_LENGTH + 1), rename: true });
    const empty = await caller.post(`/api/bot/title/${chat.chatId}`, { text: '   ', rename: true });

    expect(renamed.body).toEqual({ success: true, title: 'Study plan' });
    expect(tooLong).toMatchObject({ status: 400, body: { message: `text: ${SESSION_NAME_TOO_LONG}` } });
    expect(empty.status).toBe(400);
    expect((await caller.get(`/api/bot/title/${chat.chatId}`)).body.title).toBe('Study plan');
    expect((await caller.get('/api/bot/get-all-chats')).body.data).toEqual([{ ...chat, title: 'Study plan' }]);
  });

  it("the web's own title call after the first message gets the title the send already stored", async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    await send(caller, chat.chatId, 'Exams');

    const res = await caller.post(`/api/bot/title/${chat.chatId}`, { text: 'Exams' });

    expect(res.body).toEqual({ success: true, title: 'Exams' });
  });
});

describe('deleting a chat', () => {
  it('removes the chat and every message, and leaves the other chats alone', async () => {
    // Prepare
    const caller = await userWithPlan(api.baseUrl, null);
    const doomed = await startChat(caller);
    const kept = await startChat(caller);
    for (const text of ['a', 'b', 'c']) await send(caller, doomed.chatId, text);
    await send(caller, kept.chatId, 'keep me');
    const uid = uidOf(caller);
    // Act
    const res = await caller.delete(`/api/bot/${doomed.chatId}`);
    // Assess
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await storedChat(uid, doomed.chatId)).toEqual({ chat: undefined, messages: [] });
    expect((await caller.get(`/api/bot/chat/${doomed.chatId}`)).status).toBe(404);
    expect((await caller.get('/api/bot/get-all-chats')).body.data).toEqual([{ ...kept, title: 'keep me' }]);
    expect((await storedChat(uid, kept.chatId)).messages).toHaveLength(2);
    expect((await caller.delete(`/api/bot/${doomed.chatId}`)).status).toBe(404);
  });
});
