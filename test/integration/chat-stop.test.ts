import { resetCoach } from '../../functions/providers/coach';
import { FIXED_REPLIES } from '#shared/safety';
import { Caller, startApi } from './api';
import { messagesOf, startChat, streamReply, userWithPlan } from './chats';

/**
 * Stop after the stream finished (docs/decisions/0053-streaming-replies.md): the reply had arrived
 * whole and only the browser's reveal was running, so the browser says how many characters it
 * showed and the stored reply is cut to them, marked stopped. Only ever shorter, only the last
 * reply of the caller's own chat, never a crisis reply.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  resetCoach();
  api = await startApi();
});
afterAll(() => api.close());

/** A chat whose offline reply has finished streaming, and the stream's id. */
async function finishedReply(text = 'Work has been piling up this week.') {
  const caller = await userWithPlan(api.baseUrl, 'Premium', 'stopper');
  const { chatId } = await startChat(caller);
  const streamed = await streamReply(caller, chatId, { action: 'send', text });
  const start = streamed.events[0] as { type: 'start'; streamId: string };
  return { caller, chatId, streamId: start.streamId, reply: (await messagesOf(caller, chatId))[1]! };
}

describe('Stop after the reply finished streaming', () => {
  it('cuts the stored reply to the characters shown and marks it stopped', async () => {
    // Prepare
    const { caller, chatId, streamId, reply } = await finishedReply();
    const shown = reply.content.split(' ').slice(0, 3).join(' ');
    // Act
    const stopped = await caller.post(`/api/bot/chat/${chatId}/stop`, { streamId, shown: shown.length });
    // Assess
    expect(stopped).toMatchObject({ status: 200, body: { success: true, stopped: true } });
    expect((await messagesOf(caller, chatId))[1]).toMatchObject({ id: reply.id, content: shown, status: 'stopped' });
  });

  it('answers bad input with 400 and changes nothing; never lengthens a reply', async () => {
    const { caller, chatId, streamId, reply } = await finishedReply();
    for (const shown of [-1, 2.5, '12', null]) {
      const bad = await caller.post(`/api/bot/chat/${chatId}/stop`, { streamId, shown });
      expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    }
    const longer = await caller.post(`/api/bot/chat/${chatId}/stop`, { streamId, shown: reply.content.length + 50 });
    expect(longer).toMatchObject({ status: 200, body: { stopped: false } });
    expect((await messagesOf(caller, chatId))[1]).toEqual(reply);
  });

  it("refuses a signed-out caller and another user's chat, changing nothing", async () => {
    const { caller, chatId, streamId, reply } = await finishedReply();
    const other = await userWithPlan(api.baseUrl, 'Premium', 'other');
    const foreign = await other.post(`/api/bot/chat/${chatId}/stop`, { streamId, shown: 3 });
    const signedOut = await new Caller(api.baseUrl).post(`/api/bot/chat/${chatId}/stop`, { streamId, shown: 3 });
    expect(foreign.status).toBe(404);
    expect(signedOut.status).toBe(401);
    expect((await messagesOf(caller, chatId))[1]).toEqual(reply);
  });

  it('never cuts a crisis reply', async () => {
    const { caller, chatId, streamId } = await finishedReply('I have the pills in my hand and I am going to take them all tonight');
    const stopped = await caller.post(`/api/bot/chat/${chatId}/stop`, { streamId, shown: 10 });
    expect(stopped).toMatchObject({ status: 200, body: { stopped: false } });
    expect((await messagesOf(caller, chatId)).at(-1)).toMatchObject({ content: FIXED_REPLIES.c });
  });
});
