import { CHAT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { utcDay, referralCounts } from '../../functions/data/referral-counts';
import { tableSchema } from '#shared/table-schema';
import { startApi, type Caller } from './api';
import { send, uidOf, userWithPlan } from './chats';
import { itemsOfUser } from './table';

/**
 * Temporary sessions: answered like any chat from the turns the browser sends, and
 * nothing of their content is kept; the crisis flag, the referral count and the follow-up are.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

async function startTemporary(caller: Caller, goal = 2, style = 2): Promise<string> {
  const res = await caller.put(`/api/bot/temporary-chat/${goal}/${style}`);
  expect(res.body).toMatchObject({ success: true, data: { temporary: true, title: '' } });
  return (res.body.data as { chatId: string }).chatId;
}

const sendTemporary = (caller: Caller, chatId: string, text: string, earlier: Array<{ role: string; content: string }> = []) =>
  caller.post(`/api/bot/temporary-chat/${chatId}`, { text, earlier });

const itemsOfChat = async (caller: Caller, chatId: string) =>
  (await itemsOfUser(uidOf(caller))).filter((item) => String(item.sk).includes(chatId));

const tierBCount = async () => (await referralCounts(utcDay(new Date()), utcDay(new Date()))).find((row) => row.tier === 'b')?.count ?? 0;

describe('a temporary session', () => {
  it('answers from the turns the browser sends and stores no message, title or summary; it is never listed', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'temporary');
    await caller.post('/api/goals', { text: 'Walk for ten minutes after classes', chatGoal: 2 });
    const chatId = await startTemporary(caller);

    const first = await sendTemporary(caller, chatId, 'I have exams in June and they stress me out.');
    const second = await sendTemporary(caller, chatId, 'Mostly the maths one.', [
      { role: 'user', content: 'I have exams in June and they stress me out.' },
      { role: 'assistant', content: String(first.body.resonse) },
    ]);
    const [chatItem, ...others] = await itemsOfChat(caller, chatId);
    const listed = await caller.get('/api/bot/get-all-chats');

    expect(first).toMatchObject({ status: 200, body: { success: true, message: { role: 'assistant', engine: 'offline' } } });
    // The coach introduces itself once: the second answer read the turns sent with it.
    expect(first.body.resonse).toMatch(/I'm Skye/);
    expect(second.body.resonse).not.toMatch(/I'm Skye/);
    // Nothing remembered goes into a temporary session, even on Premium.
    expect(first.body.resonse).not.toContain('Walk for ten minutes');
    expect(others).toEqual([]);
    expect(chatItem).toMatchObject({ temporary: true, [tableSchema.ttlAttribute]: expect.any(Number) });
    // Exactly what the wizard's hint says is kept: when, the goal and style (and, once met, the crisis flag).
    expect(Object.keys(chatItem!).sort()).toEqual(
      ['chatId', 'goal', 'pk', 'sk', 'startTime', 'style', 'temporary', tableSchema.ttlAttribute, 'type', 'updatedAt'].sort(),
    );
    expect((listed.body.data as Array<{ chatId: string }>).map((chat) => chat.chatId)).not.toContain(chatId);
  });

  it('is refused by the stored-chat routes, and a stored chat by the temporary route (404)', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'temporary-routes');
    const chatId = await startTemporary(caller);
    const stored = ((await caller.put('/api/bot/new-chat/2/2')).body.data as { chatId: string }).chatId;

    const responses = [
      await send(caller, chatId, 'Hello'),
      await caller.get(`/api/bot/chat/${chatId}`),
      await caller.post(`/api/bot/title/${chatId}`, { text: 'A title' }),
      await sendTemporary(caller, stored, 'Hello'),
    ];

    for (const res of responses) expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: CHAT_NOT_FOUND_MESSAGE });
    expect((await itemsOfChat(caller, chatId)).filter((item) => String(item.sk).startsWith('MSG#'))).toEqual([]);
  });

  it('keeps the crisis flag (and the item), the referral count and the follow-up, without content', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Basic', 'temporary-crisis');
    const chatId = await startTemporary(caller);
    const before = await tierBCount();

    const res = await sendTemporary(caller, chatId, 'I keep thinking about suicide again');
    const items = await itemsOfUser(uidOf(caller));
    const chatItem = items.find((item) => String(item.sk) === `CHAT#${chatId}`)!;

    expect(res.body).toMatchObject({ success: true, safety: { tier: 'b' }, message: { engine: 'safety' } });
    expect(chatItem).toMatchObject({ temporary: true, crisisTiers: new Set(['b']) });
    expect(chatItem).not.toHaveProperty(tableSchema.ttlAttribute);
    expect(items.filter((item) => String(item.sk).startsWith('MSG#'))).toEqual([]);
    expect(items.find((item) => item.sk === 'FOLLOW_UP')).toMatchObject({ crisisAt: expect.any(String) });
    expect(await tierBCount()).toBe(before + 1);
  });

  it('refuses more than 40 earlier turns (400 naming the field) and stores nothing', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Basic', 'temporary-bad');
    const chatId = await startTemporary(caller);
    const before = await itemsOfChat(caller, chatId);

    const res = await sendTemporary(
      caller,
      chatId,
      'Hi',
      Array.from({ length: 41 }, () => ({ role: 'user', content: 'Hi' })),
    );

    expect(res).toMatchObject({ status: 400, body: { fields: { earlier: 'earlier can hold at most 40 turns.' } } });
    expect(await itemsOfChat(caller, chatId)).toEqual(before);
  });
});
