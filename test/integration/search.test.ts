import { runReportJobsInProcess } from '../../dev/report-jobs';
import { messageOf, replaceMessage } from '../../functions/data/chat-messages';
import type { SearchResponse } from '#shared/schemas/search';
import { startApi, type Caller } from './api';
import { send, startChat, storedChat, uidOf, userWithPlan } from './chats';
import { itemsOfUser } from './table';

/**
 * Session search: POST /api/bot/search through the local API server. The index is
 * built by the quiet-session job, run here at once (runPending) instead of after the quiet time.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const search = (caller: Caller, query: unknown) => caller.post('/api/bot/search', { query });

async function found(caller: Caller, query: string): Promise<SearchResponse> {
  const res = await search(caller, query);
  expect(res.status).toBe(200);
  return res.body as unknown as SearchResponse;
}

/** Runs the waiting quiet-session jobs now: they index the chats for search. */
const runJobs = () => runReportJobsInProcess().runPending();

/** The text a highlight covers. */
const marked = ({ snippet, highlights }: { snippet: string; highlights: Array<[number, number]> }) =>
  highlights.map(([start, end]) => snippet.slice(start, end));

async function chatSaying(caller: Caller, ...texts: string[]): Promise<string> {
  const { chatId } = await startChat(caller);
  for (const text of texts) expect((await send(caller, chatId, text)).status).toBe(200);
  return chatId;
}

describe('searching sessions', () => {
  it('finds a word in an old, indexed session, with the message to open it at, and the start of a word', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'searcher');
    const old = await chatSaying(caller, 'My sister moved to Lisbon last spring.', 'I feel anxious about the exams.');
    await chatSaying(caller, 'Work was busy today.');
    await runJobs();
    const { chat } = await storedChat(uidOf(caller), old);
    expect(chat?.searchedAt).toBe(chat?.updatedAt);

    const exact = await found(caller, 'lisbon');
    const prefix = await found(caller, 'ANXI');

    expect(exact.results).toHaveLength(1);
    const [hit] = exact.results;
    const messages = (await storedChat(uidOf(caller), old)).messages;
    // The newest message with the word (the coach's reply may repeat it).
    const lisbon = messages.findLast((message) => String(message.content).includes('Lisbon'));
    expect(hit).toMatchObject({ chatId: old, messageId: lisbon?.id, at: lisbon?.createdAt });
    expect(marked(hit!)).toEqual(['Lisbon']);
    expect(prefix.results.map((result) => result.chatId)).toEqual([old]);
    expect(marked(prefix.results[0]!)).toEqual(['anxious']);
    expect(exact.more).toBe(false);
  });

  it('finds a word just sent, before the index job has run', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'searcher');
    const chatId = await chatSaying(caller, 'Hello there.');
    await runJobs();
    await send(caller, chatId, 'The kayak trip was lovely.');

    const { results } = await found(caller, 'kayak');

    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ chatId, snippet: expect.stringContaining('kayak') });
  });

  it('finds a session by its title alone, without a message to open it at', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'searcher');
    const { chatId } = await startChat(caller);
    expect((await caller.post(`/api/bot/title/${chatId}`, { text: 'Weekend with grandma' })).status).toBe(200);

    const { results } = await found(caller, 'grandma');

    expect(results).toEqual([
      { chatId, title: 'Weekend with grandma', snippet: 'Weekend with grandma', highlights: [[13, 20]], at: expect.any(String) },
    ]);
  });

  it("never finds another user's sessions", async () => {
    const owner = await userWithPlan(api.baseUrl, null, 'searcher');
    const stranger = await userWithPlan(api.baseUrl, null, 'searcher');
    await chatSaying(owner, 'My ferret Biscuit is unwell.');
    await runJobs();

    expect((await found(stranger, 'biscuit')).results).toEqual([]);
    expect((await found(owner, 'biscuit')).results).toHaveLength(1);
  });

  it('never finds a deleted session, and deleting it removes its words from the index', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'searcher');
    const chatId = await chatSaying(caller, 'The orchestra audition went badly.');
    await runJobs();
    const indexOf = async () => (await itemsOfUser(uidOf(caller))).filter((item) => String(item.sk).startsWith('SEARCH'));
    expect((await indexOf()).length).toBeGreaterThan(0);

    expect((await caller.delete(`/api/bot/${chatId}`)).status).toBe(200);

    expect((await found(caller, 'orchestra')).results).toEqual([]);
    expect(await indexOf()).toEqual([]);
  });

  it('drops what the index still says of a message changed since it was indexed', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'searcher');
    // The first message names the chat, so the word is in a later one.
    await chatSaying(caller, 'Some news today.', 'We adopted a tortoise.');
    await runJobs();
    const { messages } = await storedChat(uidOf(caller), (await found(caller, 'tortoise')).results[0]!.chatId);
    // Changed behind the index's back (the chat's own update time left as it was).
    for (const item of messages.filter((message) => String(message.content).includes('tortoise')))
      await replaceMessage(uidOf(caller), messageOf(item), { content: 'We adopted a cat.' });

    expect((await found(caller, 'tortoise')).results).toEqual([]);
  });

  it('never finds a temporary session', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'searcher');
    const res = await caller.put('/api/bot/temporary-chat/2/2');
    const chatId = (res.body.data as { chatId: string }).chatId;
    expect((await caller.post(`/api/bot/temporary-chat/${chatId}`, { text: 'Secret pancakes recipe', earlier: [] })).status).toBe(200);
    await runJobs();

    expect((await found(caller, 'pancakes')).results).toEqual([]);
  });

  it('refuses a signed-out caller (401) and bad input with a clear message (400), changing nothing', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'searcher');
    const visitor = await search(new (caller.constructor as new (url: string) => Caller)(api.baseUrl), 'hello');
    const empty = await search(caller, '   ');
    const long = await search(caller, 'x'.repeat(101));
    const notText = await search(caller, 42);

    expect(visitor).toMatchObject({ status: 401, body: { success: false, code: 'UNAUTHORIZED' } });
    expect(empty).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining('query is required.') } });
    expect(long).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining('at most 100 characters') } });
    expect(notText).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining('query must be text.') } });
  });
});
