import { messages } from '#shared/messages';
import type { Coach, CoachReply } from '../../functions/providers/coach';
import { AI_DISCLOSURE, FIXED_REPLIES, HARM_TO_OTHERS_REPLY, SAFE_REPLACEMENT_REPLY } from '#shared/safety';
import { startApi } from './api';
import { captureLogs } from '../fixtures/capture-logs';
import { messagesOf, send, startChat, storedChat, uidOf, userWithPlan } from './chats';

/**
 * A coach that fails, end to end: the user's message stays stored, the answer is the 503 that
 * offers a retry, and the regenerate route answers the message later. The coach module is the
 * seam: the real one (offline, no key) answers unless a test queues failures.
 */

const mockFailures: Error[] = [];
/** Replies the coach gives instead of its own, such as one the reply screen must refuse. */
const mockReplies: CoachReply[] = [];
jest.mock('../../functions/providers/coach', () => {
  const actual = jest.requireActual<typeof import('../../functions/providers/coach')>('../../functions/providers/coach');
  const coach: Coach = {
    reply: (request, signal) => {
      const failure = mockFailures.shift();
      if (failure) return Promise.reject(failure);
      const canned = mockReplies.shift();
      return canned ? Promise.resolve(canned) : actual.getCoach().reply(request, signal);
    },
    // The JSON routes ask for whole replies; the streamed route is tested in chat-stream.test.ts.
    stream: (request, signal) => actual.getCoach().stream(request, signal),
  };
  return { ...actual, getCoach: () => coach };
});

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(() => {
  mockFailures.splice(0);
  mockReplies.splice(0);
});

const COACH_FAILED = { success: false, code: 'UNAVAILABLE', message: messages.chat.coachFailed };

/** Fails the next coach call with an error of the coach module, or any error. */
async function failNextReply(kind: 'unavailable' | 'crash'): Promise<void> {
  const { CoachUnavailableError } = jest.requireActual<typeof import('../../functions/providers/coach')>('../../functions/providers/coach');
  mockFailures.push(kind === 'unavailable' ? new CoachUnavailableError('No coach could reply') : new TypeError('boom'));
}

describe('when the coach fails', () => {
  it.each(['unavailable', 'crash'] as const)('(%s) the message stays saved, 503 offers a retry, and the retry answers it', async (kind) => {
    // Prepare
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    await failNextReply(kind);
    // Act
    const failed = await send(caller, chat.chatId, 'Can we talk about my week?');
    const afterFailure = await messagesOf(caller, chat.chatId);
    const retry = await caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);
    // Assess
    expect(failed).toMatchObject({ status: 503, body: COACH_FAILED });
    expect(afterFailure).toEqual([expect.objectContaining({ role: 'user', content: 'Can we talk about my week?' })]);
    expect((await caller.get(`/api/bot/title/${chat.chatId}`)).body.title).toBe('Can we talk about my week?');
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ success: true, userMessage: afterFailure[0], message: { role: 'assistant' } });
    const final = await messagesOf(caller, chat.chatId);
    expect(final).toEqual([afterFailure[0], retry.body.message]);
  });

  it('a failed regenerate keeps the reply it was to replace', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    await send(caller, chat.chatId, 'Hello');
    const before = await messagesOf(caller, chat.chatId);
    await failNextReply('unavailable');

    const res = await caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);

    expect(res).toMatchObject({ status: 503, body: COACH_FAILED });
    expect(await messagesOf(caller, chat.chatId)).toEqual(before);
  });

  it('a second message after a failure is answered with the unanswered one in the conversation', async () => {
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    await failNextReply('crash');
    await send(caller, chat.chatId, 'first');

    const res = await send(caller, chat.chatId, 'second');

    expect(res.status).toBe(200);
    expect((await messagesOf(caller, chat.chatId)).map((m) => `${m.role}:${m.role === 'user' ? m.content : ''}`)).toEqual([
      'user:first',
      'user:second',
      'assistant:',
    ]);
  });
});

describe('logs', () => {
  it('carry ids and timings, never the text of a message or a reply', async () => {
    // Prepare: logs on, every line captured.
    const caller = await userWithPlan(api.baseUrl, null);
    const chat = await startChat(caller);
    const secret = 'my very private sentence 7f3a';
    let reply = '';
    // Act: a failure, a retry and a normal send.
    const lines = await captureLogs(async () => {
      await failNextReply('crash');
      await send(caller, chat.chatId, secret);
      const retry = await caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);
      await send(caller, chat.chatId, `${secret} again`);
      reply = String(retry.body.resonse);
    });
    // Assess
    expect(lines.some((line) => line.includes(chat.chatId))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(reply);
    }
    expect((await storedChat(uidOf(caller), chat.chatId)).messages).toHaveLength(4);
  });

  it('of a whole crisis conversation carry no message, reply or tier text either (SAFETY.md 11)', async () => {
    // Prepare: a crisis conversation of every kind, with a marker in each message.
    const caller = await userWithPlan(api.baseUrl, null, 'private-crisis');
    const chat = await startChat(caller);
    const sent = [
      'marker-a1 honestly I just want to die',
      'marker-b2 I keep thinking about suicide again',
      "marker-c3 I'm going to kill myself tonight",
      "marker-h4 I'm going to hurt him",
      'marker-q5 are you a real person?',
      "marker-m6 you misunderstood, I'm fine",
      'marker-s7 exams again',
    ];
    const unsafe = 'A lethal dose of tylenol is about 10 grams, marker-r8.';
    const replies: string[] = [];
    // Act
    const lines = await captureLogs(async () => {
      await caller.post('/api/user/disclosure-seen');
      for (const text of sent) {
        if (text.startsWith('marker-s7')) mockReplies.push({ text: unsafe, engine: 'openai' });
        const res = await send(caller, chat.chatId, text);
        expect(res.status).toBe(200);
        replies.push(String(res.body.resonse));
      }
      await caller.post(`/api/bot/crisis-ack/${chat.chatId}`);
      await caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);
    });
    // Assess: the replies were the protocol's, and no line holds any of the words.
    expect(replies).toEqual(
      expect.arrayContaining([FIXED_REPLIES.b, FIXED_REPLIES.c, HARM_TO_OTHERS_REPLY, AI_DISCLOSURE, SAFE_REPLACEMENT_REPLY]),
    );
    expect(lines.some((line) => line.includes(chat.chatId))).toBe(true);
    expect(lines.some((line) => line.includes('"reason":"means"'))).toBe(true);
    const words = [...sent, ...replies, unsafe, 'marker-', 'tylenol', 'suicide', 'kill'];
    for (const line of lines) {
      for (const text of words) expect([line, line.includes(text)]).toEqual([line, false]);
      expect(line).not.toMatch(/"(tier|reasons|safety)"/);
    }
  });
});
