import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../../../../functions/entry/api/chat/send-message';
import { handler as regenerate } from '../../../../../../functions/entry/api/chat/regenerate-reply';
import { CoachUnavailableError, getCoach, type CoachReply, type CoachRequest } from '../../../../../../functions/providers/coach';
import { messages } from '#shared/messages';
import { routes } from '#shared/routes';
import { chatItem, givenChatTable, messageItem, type Item } from '../../../../../fixtures/chat-table';
import { mockDocumentClient, profileItem, sessionItem } from '../../../../../fixtures/dynamo';
import { useTestEnv } from '../../../../../fixtures/env';
import { lambdaContext, routeEvent } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';

jest.mock('../../../../../../functions/providers/coach', () => {
  const actual = jest.requireActual('../../../../../../functions/providers/coach');
  const coach = { reply: jest.fn() };
  return { ...actual, getCoach: () => coach };
});

/** The send flow through the real handlers, with the table mocked and the coach as a seam. */

const ddb = mockDocumentClient();
const reply = jest.mocked(getCoach().reply);
const UID = 'alice';
const CHAT = '01JCHAT0000000000000000000';
let token: string;
let items: Item[];

/** Items as stored before each test: Alice's session, profile and an empty Basic chat. */
beforeEach(() => {
  useTestEnv();
  ddb.reset();
  token = fakeSessionCookie({ uid: UID });
  items = givenChatTable(ddb, [sessionItem(UID, token), profileItem(UID, { firstName: 'Ada' }), chatItem(UID, CHAT)]);
  reply.mockReset().mockResolvedValue({ text: 'A calm reply.', engine: 'offline' });
});
afterAll(() => ddb.restore());

const sendText = (text: string, remainingMs = 30_000) =>
  invoke(
    handler,
    routeEvent(routes.sendMessage, { cookies: { token }, pathParameters: { chatId: CHAT }, body: { text } }),
    lambdaContext({ getRemainingTimeInMillis: () => remainingMs }),
  );
const messageItems = () => items.filter((item) => item.sk.startsWith(`MSG#${CHAT}#`));
const chat = () => items.find((item) => item.sk === `CHAT#${CHAT}`)!;
const lastRequest = (): CoachRequest => reply.mock.calls.at(-1)![0];

describe('POST /api/bot/chat/{chatId}', () => {
  it("asks the coach with the chat's goal and style, the first name and the conversation ending with the message", async () => {
    items.push(messageItem(UID, CHAT, '01J0000000000000000000000A', 'user', 'Earlier'));
    items.push(messageItem(UID, CHAT, '01J0000000000000000000000B', 'assistant', 'Earlier reply'));

    const answer = await sendText('Now');

    expect(answer.status).toBe(200);
    // No age confirmed in this profile: the coach is told the account is a minor's.
    expect(lastRequest()).toEqual({
      ageGroup: 'minor',
      goal: 2,
      style: 2,
      firstName: 'Ada',
      turns: [
        { role: 'user', content: 'Earlier' },
        { role: 'assistant', content: 'Earlier reply' },
        { role: 'user', content: 'Now' },
      ],
    });
    expect(answer.body).toMatchObject({
      success: true,
      resonse: 'A calm reply.',
      message: { content: 'A calm reply.', engine: 'offline' },
    });
  });

  it('hands the coach the stored summary with the count of turns it covers, and stores a new one by message id', async () => {
    // Prepare: a summary covering the first two of four stored messages.
    const ids = ['01J0000000000000000000000A', '01J0000000000000000000000B', '01J0000000000000000000000C', '01J0000000000000000000000D'];
    ids.forEach((id, i) => items.push(messageItem(UID, CHAT, id, i % 2 ? 'assistant' : 'user', `m${i}`)));
    Object.assign(chat(), { summary: 'Old summary', summaryUpTo: ids[1] });
    reply.mockResolvedValue({ text: 'Reply', engine: 'openai', summary: 'New summary', summarizedTurns: 4 });
    // Act
    await sendText('Fifth');
    // Assess
    expect(lastRequest()).toMatchObject({ summary: 'Old summary', summarizedTurns: 2 });
    expect(lastRequest().turns).toHaveLength(5);
    expect(chat()).toMatchObject({ summary: 'New summary', summaryUpTo: ids[3] });
  });

  it('names an untitled chat after the message, and leaves a titled one alone', async () => {
    await sendText('  Exams   next week ');
    expect(chat().title).toBe('Exams next week');
    await sendText('Something else');
    expect(chat().title).toBe('Exams next week');
  });

  it.each<[string, () => Promise<CoachReply>]>([
    ['CoachUnavailableError', () => Promise.reject(new CoachUnavailableError('No coach could reply'))],
    ['any other error', () => Promise.reject(new RangeError('boom'))],
    ['an empty reply', () => Promise.resolve({ text: '  ', engine: 'offline' })],
  ])('on %s from the coach: 503 with the retry message, the user message stays stored', async (_case, failure) => {
    reply.mockImplementation(failure);

    const answer = await sendText('Please answer');

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, code: 'UNAVAILABLE', message: messages.chat.coachFailed });
    expect(messageItems()).toEqual([expect.objectContaining({ role: 'user', content: 'Please answer' })]);
    expect(chat().title).toBe('Please answer');
  });

  it('gives the coach what is left of the invocation minus a margin to store and answer', async () => {
    let signal: AbortSignal | undefined;
    reply.mockImplementation((_request, given) => {
      signal = given;
      return new Promise((_resolve, reject) => given!.addEventListener('abort', () => reject(given!.reason)));
    });
    const started = Date.now();

    const answer = await sendText('Slow', 6_000);

    expect(answer.status).toBe(503);
    expect(signal?.aborted).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    // 2 s given (6 s left, 4 s kept back): room for the screens before the coach on a busy machine;
    // the upper bound is loose because shared machines are noisy.
    expect(Date.now() - started).toBeLessThan(5_000);
    // It waits a second by design: more room than jest's default 5 s when the machine is busy.
  }, 15_000);

  it('refuses a chat whose goal the plan does not include (403) before storing anything', async () => {
    Object.assign(chat(), { goal: 1 });

    const answer = await sendText('Hello');

    expect(answer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: messages.chat.planRequired } });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(reply).not.toHaveBeenCalled();
  });

  it('takes the message back and answers 404 when the chat is deleted while it is stored', async () => {
    // The chat is found, then gone before the activity update (a delete racing the send).
    ddb.on(PutCommand).callsFake(({ Item }: { Item: Item }) => {
      items.push(Item);
      items.splice(
        items.findIndex((item) => item.sk === `CHAT#${CHAT}`),
        1,
      );
      return {};
    });

    const answer = await sendText('Hello');

    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(messageItems()).toEqual([]);
    expect(reply).not.toHaveBeenCalled();
  });
});

describe('POST /api/bot/chat/{chatId}/regenerate', () => {
  const regenerateNow = () =>
    invoke(regenerate, routeEvent(routes.regenerateReply, { cookies: { token }, pathParameters: { chatId: CHAT } }));

  it('asks again without the reply it replaces, and overwrites that reply in place', async () => {
    items.push(messageItem(UID, CHAT, '01J0000000000000000000000A', 'user', 'Question'));
    items.push(messageItem(UID, CHAT, '01J0000000000000000000000B', 'assistant', 'Old reply'));
    reply.mockResolvedValue({ text: 'New reply', engine: 'offline' });

    const answer = await regenerateNow();

    expect(answer.status).toBe(200);
    expect(lastRequest().turns).toEqual([{ role: 'user', content: 'Question' }]);
    expect(messageItems().map((item) => [item.id, item.content])).toEqual([
      ['01J0000000000000000000000A', 'Question'],
      ['01J0000000000000000000000B', 'New reply'],
    ]);
  });
});
