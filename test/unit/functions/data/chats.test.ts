import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  acknowledgeCrisis,
  createChat,
  getChat,
  deleteChatAndMessages,
  listChats,
  recordChatActivity,
  setTitleIfUntitled,
} from '../../../../functions/data/chats';
import { addMessage, listMessages } from '../../../../functions/data/chat-messages';
import { mockDocumentClient } from '../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../fixtures/env';

/** The chat and message entities against a mocked DocumentClient: key layout, queries, conditions. */

const ddb = mockDocumentClient();
const UID = 'alice';
const CHAT = '01JCHAT0000000000000000000';
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => {
  useTestEnv();
  ddb.reset();
});
afterAll(() => ddb.restore());

describe('key layout', () => {
  it('a chat is USER#<uid> / CHAT#<id>, written only if new', async () => {
    ddb.on(PutCommand).resolves({});
    const chat = await createChat(UID, 2, 3);
    const input = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.Item).toMatchObject({ pk: 'USER#alice', sk: `CHAT#${chat.chatId}`, type: 'Chat', goal: 2, style: 3 });
    expect(input.Item).not.toHaveProperty('title');
    expect(input.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(chat.startTime).toBe(chat.updatedAt);
  });

  it('a message is USER#<uid> / MSG#<chatId>#<messageId>, written only if new', async () => {
    ddb.on(PutCommand).resolves({});
    const message = await addMessage(UID, { chatId: CHAT, role: 'user', content: 'hi' });
    const input = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.Item).toMatchObject({ pk: 'USER#alice', sk: `MSG#${CHAT}#${message.id}`, role: 'user', content: 'hi' });
    expect(input.ConditionExpression).toBe('attribute_not_exists(pk)');
  });
});

describe('listChats', () => {
  it('queries the CHAT# prefix newest first, every page, without the summaries', async () => {
    const item = (id: string) => ({ chatId: id, goal: 2, style: 2, startTime: 't', updatedAt: 't' });
    ddb.on(QueryCommand, { ExclusiveStartKey: undefined }).resolves({ Items: [item('B')], LastEvaluatedKey: { pk: 'p', sk: 's' } });
    ddb.on(QueryCommand, { ExclusiveStartKey: { pk: 'p', sk: 's' } }).resolves({ Items: [item('A')] });

    const chats = await listChats(UID);

    expect(chats.map((chat) => chat.chatId)).toEqual(['B', 'A']);
    const input = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'USER#alice', ':prefix': 'CHAT#' },
      ScanIndexForward: false,
    });
    expect(Object.values(input.ExpressionAttributeNames!)).not.toContain('summary');
  });
});

describe('listMessages', () => {
  it("reads the chat's MSG# prefix in order, with a consistent read", async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await listMessages(UID, CHAT);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'USER#alice', ':prefix': `MSG#${CHAT}#` },
      ConsistentRead: true,
    });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ScanIndexForward).not.toBe(false);
  });
});

describe('titles', () => {
  it('sets the title only when the chat exists and has none', async () => {
    ddb.on(UpdateCommand).resolves({});
    await expect(setTitleIfUntitled(UID, CHAT, 'Exams')).resolves.toBe('Exams');
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ConditionExpression).toBe(
      'attribute_exists(pk) AND attribute_not_exists(title)',
    );
  });

  it('answers the title the chat already had when the condition fails', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    ddb.on(GetCommand).resolves({ Item: { chatId: CHAT, title: 'First one' } });
    await expect(setTitleIfUntitled(UID, CHAT, 'Second')).resolves.toBe('First one');
  });

  it('answers undefined when the chat is gone', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    ddb.on(GetCommand).resolves({});
    await expect(setTitleIfUntitled(UID, CHAT, 'Second')).resolves.toBeUndefined();
  });
});

describe('recordChatActivity', () => {
  it('is conditional on the chat existing, keeps a title, and answers undefined for a deleted chat', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    await expect(recordChatActivity(UID, CHAT, { updatedAt: 'now', titleIfUntitled: 'T' })).resolves.toBeUndefined();
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.ConditionExpression).toBe('attribute_exists(pk)');
    expect(input.UpdateExpression).toBe('SET updatedAt = :updatedAt, title = if_not_exists(title, :title)');
  });

  it('stores a new summary with its marker, or drops an old marker when the summary has none', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { chatId: CHAT } });
    await recordChatActivity(UID, CHAT, { updatedAt: 'now', summary: { text: 'S', upTo: 'M1' } });
    await recordChatActivity(UID, CHAT, { updatedAt: 'now', summary: { text: 'S2' } });
    const [withMarker, without] = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(withMarker!.UpdateExpression).toBe('SET updatedAt = :updatedAt, summary = :summary, summaryUpTo = :upTo');
    expect(without!.UpdateExpression).toBe('SET updatedAt = :updatedAt, summary = :summary REMOVE summaryUpTo');
  });
});

describe('the crisis flag (SAFETY.md 5)', () => {
  it('adds the tier to a set, so two messages screened at once can never lower the flag', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { chatId: CHAT, crisisTiers: new Set(['a', 'c']), crisisAcknowledged: false } });

    const crisis = { tier: 'a', reopen: false, fresh: true, confirmed: false } as const;
    const chat = await recordChatActivity(UID, CHAT, { updatedAt: 'now', crisis });

    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.UpdateExpression).toBe(
      'SET updatedAt = :updatedAt, crisisAcknowledged = if_not_exists(crisisAcknowledged, :false), crisisWatch = :watch ' +
        'ADD crisisTiers :tiers, crisisReadings :one',
    );
    expect(input.ExpressionAttributeValues).toMatchObject({ ':tiers': new Set(['a']), ':false': false, ':watch': 5, ':one': 1 });
    expect(chat?.crisis).toEqual({ tier: 'c', acknowledged: false, watch: 0, confirmed: true });
  });

  it('a regenerated reply adds no reading; a confirmed one is marked; an ordinary turn after a reading uses one careful turn', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { chatId: CHAT } });

    await recordChatActivity(UID, CHAT, { updatedAt: 'now', crisis: { tier: 'a', reopen: false, fresh: false, confirmed: true } });
    await recordChatActivity(UID, CHAT, { updatedAt: 'now', watched: true });

    const [regenerated, watched] = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(regenerated!.UpdateExpression).toContain('crisisConfirmed = :true');
    expect(regenerated!.UpdateExpression).not.toContain('crisisReadings');
    expect(watched!.UpdateExpression).toBe('SET updatedAt = :updatedAt ADD crisisWatch :less');
    expect(watched!.ExpressionAttributeValues).toMatchObject({ ':less': -1 });
  });

  it.each([
    ['one unconfirmed reading', false, { crisisReadings: 1 }],
    ['a reading a second reader agreed with', true, { crisisReadings: 1, crisisConfirmed: true }],
    ['two readings', true, { crisisReadings: 2 }],
  ])('a tier-(a) flag from %s counts beyond the chat: %s', async (_, confirmed, stored) => {
    ddb.on(GetCommand).resolves({ Item: { chatId: CHAT, crisisTiers: new Set(['a']), crisisWatch: 3, ...stored } });

    expect((await getChat(UID, CHAT))?.crisis).toEqual({ tier: 'a', acknowledged: false, watch: 3, confirmed });
  });

  it('a tier (c) message newly answered reopens the crisis screen', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { chatId: CHAT, crisisTiers: new Set(['c']), crisisAcknowledged: false } });
    await recordChatActivity(UID, CHAT, { updatedAt: 'now', crisis: { tier: 'c', reopen: true, fresh: true, confirmed: false } });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.UpdateExpression).toContain('crisisAcknowledged = :false');
  });

  it('reads the highest tier met; a chat never flagged has no crisis', async () => {
    ddb.on(GetCommand, { Key: { pk: 'USER#alice', sk: `CHAT#${CHAT}` } }).resolves({
      Item: { chatId: CHAT, crisisTiers: new Set(['b', 'a']), crisisAcknowledged: true },
    });
    ddb.on(GetCommand, { Key: { pk: 'USER#alice', sk: 'CHAT#calm' } }).resolves({ Item: { chatId: 'calm' } });

    expect((await getChat(UID, CHAT))?.crisis).toEqual({ tier: 'b', acknowledged: true, watch: 0, confirmed: true });
    expect(await getChat(UID, 'calm')).not.toHaveProperty('crisis');
  });

  it('listing chats reads the flag too', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await listChats(UID);
    const names = Object.values(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeNames!);
    expect(names).toEqual(
      expect.arrayContaining(['crisisTiers', 'crisisAcknowledged', 'crisisWatch', 'crisisReadings', 'crisisConfirmed']),
    );
  });

  it('acknowledging sets only crisisAcknowledged, only on an existing chat', async () => {
    ddb.on(UpdateCommand).resolvesOnce({}).rejects(conditionFailed());

    await expect(acknowledgeCrisis(UID, CHAT)).resolves.toBe(true);
    await expect(acknowledgeCrisis(UID, CHAT)).resolves.toBe(false);

    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      Key: { pk: 'USER#alice', sk: `CHAT#${CHAT}` },
      UpdateExpression: 'SET crisisAcknowledged = :true',
      ConditionExpression: 'attribute_exists(pk)',
    });
  });
});

describe('deleteChatAndMessages', () => {
  it("deletes the messages and the chat's report first and the chat item last", async () => {
    const order: string[] = [];
    ddb.on(QueryCommand).resolves({
      Items: [
        { pk: 'USER#alice', sk: `MSG#${CHAT}#1` },
        { pk: 'USER#alice', sk: `MSG#${CHAT}#2` },
      ],
    });
    ddb.on(BatchWriteCommand).callsFake(() => (order.push('messages'), {}));
    ddb.on(DeleteCommand).callsFake((input: { Key: { sk: string } }) => (order.push(input.Key.sk.split('#')[0]!), {}));

    await deleteChatAndMessages(UID, CHAT);

    expect(order).toEqual(['messages', 'REPORT', 'CHAT']);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'USER#alice',
      ':prefix': `MSG#${CHAT}#`,
    });
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TEST_ENV.TABLE_NAME, Key: { pk: 'USER#alice', sk: `REPORT#${CHAT}` } },
      { TableName: TEST_ENV.TABLE_NAME, Key: { pk: 'USER#alice', sk: `CHAT#${CHAT}` } },
    ]);
  });

  it('keeps the chat item when deleting the messages fails, so a retry can finish', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ pk: 'USER#alice', sk: `MSG#${CHAT}#1` }] });
    ddb.on(BatchWriteCommand).rejects(new Error('throttled'));
    await expect(deleteChatAndMessages(UID, CHAT)).rejects.toThrow('throttled');
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
