import { messages } from '../../shared/messages';
import type { Coach } from '../../functions/providers/coach';
import { startApi } from './api';
import { messagesOf, send, startChat, storedChat, uidOf, userWithPlan } from './chats';

/**
 * A coach that fails, end to end: the user's message stays stored, the answer is the 503 that
 * offers a retry, and the regenerate route answers the message later. The coach module is the
 * seam: the real one (offline, no key) answers unless a test queues failures.
 */

const mockFailures: Error[] = [];
jest.mock('../../functions/providers/coach', () => {
  const actual = jest.requireActual<typeof import('../../functions/providers/coach')>('../../functions/providers/coach');
  const coach: Coach = {
    reply: (request, signal) => {
      const failure = mockFailures.shift();
      return failure ? Promise.reject(failure) : actual.getCoach().reply(request, signal);
    },
  };
  return { ...actual, getCoach: () => coach };
});

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(() => mockFailures.splice(0));

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
    const failed = await send(caller, chat.chatId, 'Is anyone there?');
    const afterFailure = await messagesOf(caller, chat.chatId);
    const retry = await caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);
    // Assess
    expect(failed).toMatchObject({ status: 503, body: COACH_FAILED });
    expect(afterFailure).toEqual([expect.objectContaining({ role: 'user', content: 'Is anyone there?' })]);
    expect((await caller.get(`/api/bot/title/${chat.chatId}`)).body.title).toBe('Is anyone there?');
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
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    const spies = [jest.spyOn(console, 'log').mockImplementation(capture), jest.spyOn(console, 'error').mockImplementation(capture)];
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    try {
      // Act: a failure, a retry and a normal send.
      await failNextReply('crash');
      await send(caller, chat.chatId, secret);
      const retry = await caller.post(`/api/bot/chat/${chat.chatId}/regenerate`);
      await send(caller, chat.chatId, `${secret} again`);
      // Assess
      const reply = String(retry.body.resonse);
      expect(lines.some((line) => line.includes(chat.chatId))).toBe(true);
      for (const line of lines) {
        expect(line).not.toContain(secret);
        expect(line).not.toContain(reply);
      }
    } finally {
      process.env.LOG_LEVEL = level;
      spies.forEach((spy) => spy.mockRestore());
    }
    expect((await storedChat(uidOf(caller), chat.chatId)).messages).toHaveLength(4);
  });
});
