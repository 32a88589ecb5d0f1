import { resetReplyJudge } from '../../../../functions/providers/reply-judge';
import { resetModeration } from '../../../../functions/safety/moderation';
import { screenReply } from '../../../../functions/safety/reply';
import { screenGeneratedReply } from '../../../../functions/safety/screen';
import {
  DEVELOPMENT_SET,
  DEVELOPMENT_SET_2,
  DEVELOPMENT_SET_3,
  flaggedWhenAnswered,
  readReplyCases,
  type ReplyCase,
} from '../../../../scripts/reply-screen-dataset';
import { useTestEnv } from '../../../fixtures/env';
import { judgeAsLabelled } from '../../../fixtures/fake-judge';
import { MODERATIONS, moderationAnswer } from '../../../fixtures/fake-moderation';
import { FakeOpenAI, REPLY_JUDGEMENTS } from '../../../fixtures/fake-openai';

/**
 * The reply screen with the judge answering as scripted at the wire (each reply of the development
 * sets as its label says) and moderation flagging nothing: every unsafe reply is refused, in every
 * category and language, and the judge refuses no safe one, so the safe replies kept are exactly
 * those the local screen keeps. `npm run safety:report` prints the same on every set.
 */

const cases: ReplyCase[] = [DEVELOPMENT_SET, DEVELOPMENT_SET_2, DEVELOPMENT_SET_3].flatMap(readReplyCases);
let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  fake.route(MODERATIONS, () => moderationAnswer()).route(REPLY_JUDGEMENTS, judgeAsLabelled(cases));
  useTestEnv({ OPENAI_API_KEY: 'sk-judge-sets', OPENAI_BASE_URL: fake.baseURL });
  resetModeration();
  resetReplyJudge();
});
afterAll(() => fake.close());

it('refuses every unsafe reply of the development sets, and no safe one the local screen keeps', async () => {
  const wrong: string[] = [];
  for (const reply of cases) {
    const context = { flagged: flaggedWhenAnswered(reply), asked: reply.user };
    const verdict = await screenGeneratedReply(reply.reply, context);
    const expected = reply.label === 'unsafe' ? false : screenReply(reply.reply, context).safe;
    if (verdict.safe !== expected) wrong.push(`${reply.id} (${reply.kind}): ${verdict.safe ? 'shown' : 'refused'}`);
  }

  expect(cases.length).toBeGreaterThan(400);
  expect(wrong).toEqual([]);
}, 60_000);
