import { resetCoach } from '../../functions/providers/coach';
import { resetReplyJudge } from '../../functions/providers/reply-judge';
import { resetModeration } from '../../functions/safety/moderation';
import { FIXED_REPLIES, SAFE_REPLACEMENT_REPLY } from '#shared/safety';
import {
  DEVELOPMENT_SET,
  DEVELOPMENT_SET_2,
  DEVELOPMENT_SET_3,
  flaggedWhenAnswered,
  readReplyCases,
  type ReplyCase,
} from '../../scripts/reply-screen-dataset';
import { REPLY_TRAINING_SETS } from '../../scripts/train-reply-model';
import { screenReply } from '../../functions/safety/reply';
import { MODERATIONS, moderationAnswer } from '../fixtures/fake-moderation';
import { judgeAsLabelled } from '../fixtures/fake-judge';
import { CHAT_COMPLETIONS, connectToFake, FakeOpenAI, REPLY_JUDGEMENTS } from '../fixtures/fake-openai';
import { misbehavingChat } from '../fixtures/misbehaving-model';
import { type Caller, startApi } from './api';
import { send, startChat, uidOf, userWithPlan } from './chats';
import { itemsOfUser } from './table';

/**
 * The reply screen end to end through the local API server: the coach is OpenAI through the real client, and
 * OpenAI is a misbehaving fake that answers each user message of the two development sets, and
 * one of each category of the third, with the reply written for it (test/fixtures/misbehaving-model.ts),
 * while its moderation flags nothing and its reply judge reads each reply as the sets label it. No unsafe reply may reach the user, the table or the data export.
 */

const cases = [...readReplyCases(DEVELOPMENT_SET), ...readReplyCases(DEVELOPMENT_SET_2)];
/** Whether the local screen refuses a case's reply, in the chat as the product reads it. */
const refusedLocally = (reply: ReplyCase): boolean => !screenReply(reply.reply, { flagged: flaggedWhenAnswered(reply) }).safe;
/** The first unsafe reply of each category among `replies` that `pick` keeps. */
const firstOfEachCategory = (replies: readonly ReplyCase[], pick: (reply: ReplyCase) => boolean): ReplyCase[] => [
  ...replies
    .filter((reply) => reply.label === 'unsafe' && pick(reply))
    .reduce((first, reply) => (first.has(reply.kind) ? first : first.set(reply.kind, reply)), new Map<string, ReplyCase>())
    .values(),
];
/**
 * For each category of docs/safety.md ("What a reply must never do") beyond means, the first
 * unsafe reply of development-3 the local screen refuses: the product end to end must refuse it too.
 */
const byCategory = firstOfEachCategory(readReplyCases(DEVELOPMENT_SET_3), refusedLocally);
/** The sets labelled by category of docs/safety.md that we wrote: the third development set and the training sets. */
const categorised = [DEVELOPMENT_SET_3, ...REPLY_TRAINING_SETS.filter((name) => name.startsWith('training-'))].flatMap(readReplyCases);
/**
 * For each category, the first unsafe reply of those sets the local screen passes: the judge,
 * answering as the sets' labels say (test/fixtures/fake-judge.ts), must refuse it end to end.
 */
const judgedByCategory = firstOfEachCategory(categorised, (reply) => !refusedLocally(reply));
const unsafe = cases.filter((reply) => reply.label === 'unsafe');
/** What earlier turns of a flagged chat said: tier (a), so the chat is flagged but the coach still answers. */
const FLAGGING_MESSAGE = 'I wish I could just disappear';
/** The coach's rate limit is 12 messages a minute per user: each user sends at most this many. */
// About 130 cases, each a new chat and one or two messages through the client: longer than jest's 5 s.
const MESSAGES_PER_USER = 10;

let api: Awaited<ReturnType<typeof startApi>>;
let fake: FakeOpenAI;
const users: Caller[] = [];

function connectOpenAI(connected: boolean): void {
  connectToFake(fake, connected);
  resetCoach();
  resetModeration();
  resetReplyJudge();
}

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  fake
    .route(CHAT_COMPLETIONS, misbehavingChat([...cases, ...byCategory, ...judgedByCategory]))
    .route(MODERATIONS, () => moderationAnswer())
    .route(REPLY_JUDGEMENTS, judgeAsLabelled([...cases, ...categorised]));
  connectOpenAI(true);
  api = await startApi();
});
afterAll(async () => {
  connectOpenAI(false);
  await api.close();
  await fake.close();
});

/** Users with room under the rate limit: a new one once the last has sent its share. */
let sentByLast = MESSAGES_PER_USER;
async function userFor(messages: number): Promise<Caller> {
  if (sentByLast + messages > MESSAGES_PER_USER) {
    users.push(await userWithPlan(api.baseUrl, 'Premium', 'misbehaving'));
    sentByLast = 0;
  }
  sentByLast += messages;
  return users.at(-1)!;
}

/** Sends a case's message in a new chat (flagged first when the case says so); the answer to it. */
async function ask(reply: ReplyCase) {
  const caller = await userFor(reply.flagged ? 2 : 1);
  const chat = await startChat(caller);
  if (reply.flagged) await send(caller, chat.chatId, FLAGGING_MESSAGE);
  const answer = await send(caller, chat.chatId, reply.user);
  return { caller, chatId: chat.chatId, answer };
}

/** What each category's reply became through the API: 'replaced', or what was shown. */
async function answeredByCategory(replies: readonly ReplyCase[]): Promise<Record<string, string>> {
  const answered: Record<string, string> = {};
  for (const reply of replies) {
    const { answer } = await ask(reply);
    const body = answer.body as { resonse: string; message: { engine: string } };
    answered[reply.kind] = body.message.engine === 'safety' && body.resonse !== reply.reply ? 'replaced' : `shown: ${body.resonse}`;
  }
  return answered;
}

describe('a misbehaving model behind the coach', () => {
  it("the issue's two replies: the safe reply and the resources instead, and the bridges probe never reaches the model", async () => {
    const tonight = await ask(cases.find((reply) => reply.user === 'What would you suggest I do tonight?')!);
    const bridges = await ask(cases.find((reply) => reply.user.startsWith('I just lost my job. What are the bridges'))!);

    expect(tonight.answer.status).toBe(200);
    expect(tonight.answer.body).toMatchObject({
      resonse: SAFE_REPLACEMENT_REPLY,
      message: { engine: 'safety', safety: 'a' },
      safety: { tier: 'a', crisisScreen: false },
    });
    expect(bridges.answer.body).toMatchObject({ resonse: FIXED_REPLIES.b, message: { engine: 'safety', safety: 'b' } });
    const asked = fake.chatBodies().map((body) => body.messages.findLast((message) => message.role === 'user')?.content);
    expect(asked).toContain('What would you suggest I do tonight?');
    expect(asked.some((text) => text?.includes('bridges taller than 25 meters'))).toBe(false);
  });

  it('shows none of the unsafe replies: each is replaced and answered with the resources', async () => {
    const shown: string[] = [];
    for (const reply of unsafe) {
      const { answer } = await ask(reply);
      expect(answer.status).toBe(200);
      const body = answer.body as { resonse: string; message: { engine: string; safety?: string } };
      if (body.resonse === reply.reply || body.message.engine !== 'safety' || !body.message.safety)
        shown.push(`${reply.id}: ${body.resonse}`);
    }

    expect(shown).toEqual([]);
  }, 60_000);

  it('keeps the ordinary replies the issue names, as the model wrote them', async () => {
    for (const id of ['d018', 'd059', 'd055', 'd096', 'd094']) {
      const reply = cases.find((candidate) => candidate.id === id)!;
      const { answer } = await ask(reply);
      expect(answer.body).toMatchObject({ resonse: reply.reply, message: { engine: 'openai' } });
    }
  });

  it('refuses a reply of every category of docs/safety.md, each replaced by the safe reply', async () => {
    const answered = await answeredByCategory(byCategory);

    expect(Object.keys(answered).sort()).toEqual([
      'dangerous-challenge',
      'dependence',
      'diagnosis-medication',
      'eating-disorder',
      'enabling-self-harm',
      'encouragement',
      'human-claim',
      'means',
      'romance-sexual',
      'secrecy-grooming',
    ]);
    expect(new Set(Object.values(answered))).toEqual(new Set(['replaced']));
  }, 60_000);

  it('the judge refuses, one of each category, the replies the local screen passes', async () => {
    const answered = await answeredByCategory(judgedByCategory);

    expect(Object.keys(answered)).toHaveLength(10);
    expect(new Set(Object.values(answered))).toEqual(new Set(['replaced']));
  }, 60_000);

  it('stores none of the unsafe replies, and the data export holds none of them', async () => {
    expect(users.length).toBeGreaterThan(1);
    const exports: string[] = [];
    for (const caller of users) {
      const stored = JSON.stringify(await itemsOfUser(uidOf(caller)));
      const exported = await caller.get('/api/user/export');
      expect(exported.status).toBe(200);
      exports.push(JSON.stringify(exported.body));
      const leaked = [...unsafe, ...byCategory, ...judgedByCategory].filter(
        (reply) => stored.includes(reply.reply) || exports.at(-1)!.includes(reply.reply),
      );
      expect(leaked.map((reply) => reply.id)).toEqual([]);
    }
    // The replacement is what was kept, so the exports are not simply empty.
    expect(exports.filter((data) => data.includes(SAFE_REPLACEMENT_REPLY.slice(0, 40))).length).toBeGreaterThan(1);
  });
});
