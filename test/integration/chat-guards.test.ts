import { MAX_MESSAGE_LENGTH } from '#shared/chat';
import { messages } from '#shared/messages';
import { Caller, startApi } from './api';
import { chatItemsOf, messagesOf, send, startChat, storedChat, uidOf, userWithPlan } from './chats';

/**
 * What the chat routes refuse, and that a refusal changes nothing: strangers, other users' chats,
 * bad input, floods and cross-site requests.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Every chat route that names a chat, as [label, method, path of the chat, body]. */
const idRoutes = (chatId: string): Array<[string, string, string, unknown]> => [
  ['getChat', 'GET', `/api/bot/chat/${chatId}`, undefined],
  ['sendMessage', 'POST', `/api/bot/chat/${chatId}`, { text: 'Hello' }],
  ['regenerateReply', 'POST', `/api/bot/chat/${chatId}/regenerate`, undefined],
  ['deleteChat', 'DELETE', `/api/bot/${chatId}`, undefined],
  ['setTitle', 'POST', `/api/bot/title/${chatId}`, { text: 'Mine now' }],
  ['setTitle (rename)', 'POST', `/api/bot/title/${chatId}`, { text: 'Mine now', rename: true }],
  ['getTitle', 'GET', `/api/bot/title/${chatId}`, undefined],
];

/** An owner with a titled chat holding one exchange, and a snapshot of their chat items. */
async function ownerWithChat() {
  const owner = await userWithPlan(api.baseUrl, null, 'owner');
  const chat = await startChat(owner);
  await send(owner, chat.chatId, 'My private thoughts');
  return { owner, chat, items: await chatItemsOf(uidOf(owner)) };
}

describe('signed-out callers', () => {
  it('get 401 on every chat route, and nothing changes', async () => {
    const { owner, chat, items } = await ownerWithChat();
    const stranger = new Caller(api.baseUrl);
    const routes: Array<[string, string, string, unknown]> = [
      ['newChat', 'PUT', '/api/bot/new-chat/2/2', undefined],
      ['getAllChats', 'GET', '/api/bot/get-all-chats', undefined],
      ['searchChats', 'POST', '/api/bot/search', { query: 'hello' }],
      ...idRoutes(chat.chatId),
    ];

    for (const [label, method, path, body] of routes) {
      const res = await stranger.request(method, path, body);
      expect([label, res.status, res.body.code]).toEqual([label, 401, 'UNAUTHORIZED']);
    }
    expect(await chatItemsOf(uidOf(owner))).toEqual(items);
  });
});

describe('unknown chat ids', () => {
  it('an unknown well-formed id is the same 404', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const res = await caller.get('/api/bot/chat/01JZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(res).toMatchObject({ status: 404, body: { message: 'We could not find this chat.' } });
  });
});

describe('bad input', () => {
  it.each([
    ['0', '2', 'chatGoal'],
    ['4', '2', 'chatGoal'],
    ['x', '2', 'chatGoal'],
    ['2', '0', 'chatStyle'],
    ['2', '4', 'chatStyle'],
    ['2', 'x', 'chatStyle'],
    ['2.0', '2', 'chatGoal'],
  ])('new-chat/%s/%s: 400 naming %s, no chat created', async (goal, style, field) => {
    const caller = await userWithPlan(api.baseUrl, 'Premium');

    const res = await caller.put(`/api/bot/new-chat/${goal}/${style}`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', fields: { [field]: `${field} must be 1, 2 or 3.` } });
    expect(await chatItemsOf(uidOf(caller))).toEqual([]);
  });

  it.each([
    ['4,001 characters', 'x'.repeat(MAX_MESSAGE_LENGTH + 1), messages.chat.tooLong],
    ['an empty text', '', 'text is required.'],
    ['only whitespace', ' \n\t ', 'text is required.'],
  ])('a message of %s: 400, nothing stored, title untouched', async (_label, text, message) => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);

    const res = await send(caller, chat.chatId, text);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', fields: { text: message } });
    expect(await storedChat(uidOf(caller), chat.chatId)).toMatchObject({ messages: [] });
    expect((await storedChat(uidOf(caller), chat.chatId)).chat).not.toHaveProperty('title');
  });

  it('a message of exactly 4,000 characters is accepted', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    const res = await send(caller, chat.chatId, 'x'.repeat(MAX_MESSAGE_LENGTH));
    expect(res.status).toBe(200);
  });

  it.each(['short', 'has.a.dot', 'x'.repeat(41)])('a malformed chat id (%s) is a 400 before any read', async (id) => {
    const caller = await userWithPlan(api.baseUrl, null);
    const res = await caller.get(`/api/bot/chat/${id}`);
    expect(res).toMatchObject({ status: 400, body: { fields: { chatId: 'chatId is not a valid chat id.' } } });
  });
});

describe('a flood of messages', () => {
  it('is refused with 429 after 12 a minute, and the refused message is not stored', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    // The window is a fixed minute: start early in one, so all 13 requests fall into the same.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    for (let i = 0; i < 12; i++) expect((await send(caller, chat.chatId, `message ${i}`)).status).toBe(200);

    const res = await send(caller, chat.chatId, 'one too many');

    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, code: 'RATE_LIMITED', message: messages.chat.tooFast });
    expect(await messagesOf(caller, chat.chatId)).toHaveLength(24);
    const other = await userWithPlan(api.baseUrl, null);
    expect((await send(other, (await startChat(other)).chatId, 'unaffected')).status).toBe(200);
  }, 90_000);
});

describe('cross-site requests', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Origin: https://evil.example', { origin: 'https://evil.example' }],
  ])('with %s every state-changing chat route is refused with 403 and nothing changes', async (_case, headers) => {
    const { owner, chat, items } = await ownerWithChat();
    const forged: Array<[string, string, unknown]> = [
      ['PUT', '/api/bot/new-chat/2/2', undefined],
      ...idRoutes(chat.chatId)
        .filter(([, method]) => method !== 'GET')
        .map(([, method, path, body]) => [method, path, body] as [string, string, unknown]),
    ];

    for (const [method, path, body] of forged) {
      const res = await owner.request(method, path, body, { ...headers });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    expect(await chatItemsOf(uidOf(owner))).toEqual(items);
  });
});
