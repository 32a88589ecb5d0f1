import { getCoach, type CoachRequest } from '../../../../../../functions/providers/coach';
import { CAREFUL_TURNS_AFTER_A, SAFE_REPLACEMENT_REPLY } from '#shared/safety';
import { mockDocumentClient } from '../../../../../fixtures/dynamo';
import { useTestEnv } from '../../../../../fixtures/env';
import { givenChatFlow, regenerateReply, sendText as sendTextAs, type ChatFlow } from '../../../../../fixtures/reply-routes';

jest.mock('../../../../../../functions/providers/coach', () => {
  const actual = jest.requireActual('../../../../../../functions/providers/coach');
  const coach = { reply: jest.fn() };
  return { ...actual, getCoach: () => coach };
});

/**
 * A proportionate flag (SAFETY.md 20, docs/safety.md): the flag is kept, but after a single
 * tier-(a) reading the coach is careful for the next CAREFUL_TURNS_AFTER_A user turns only, with
 * no resources beside the replies to ordinary messages (the SOS button keeps them one tap away);
 * tiers (b) and (c) keep the full protocol for the rest of the chat. Through the real send and
 * regenerate handlers and the real local screen, the table mocked, the coach a seam.
 */

const ddb = mockDocumentClient();
const reply = jest.mocked(getCoach().reply);
const UID = 'alice';
const CHAT = '01JCHAT0000000000000000000';
const ORDINARY = 'Exams are stressing me out';
let flow: ChatFlow;

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  flow = givenChatFlow(ddb, UID, CHAT);
  reply.mockReset().mockResolvedValue({ text: 'A calm reply.', engine: 'offline' });
});
afterAll(() => ddb.restore());

const sendText = (text: string) => sendTextAs(flow.token, CHAT, text);
const chat = () => flow.chat();
const careOfLastRequest = (): CoachRequest['careful'] => reply.mock.calls.at(-1)![0].careful;

describe('after a single tier-(a) reading', () => {
  it('the next turns are careful without an emergency notice beside their replies, then the chat is answered as usual', async () => {
    const flagged = await sendText('I want to die');
    const careful: unknown[] = [];
    for (let turn = 0; turn < CAREFUL_TURNS_AFTER_A; turn++) {
      const answer = await sendText(ORDINARY);
      careful.push([careOfLastRequest(), answer.body.message.safety, answer.body.safety]);
    }
    const after = await sendText(ORDINARY);

    expect(flagged.body).toMatchObject({ message: { safety: 'a' }, safety: { tier: 'a', crisisScreen: false } });
    expect(careful).toEqual(Array(CAREFUL_TURNS_AFTER_A).fill(['gentle', undefined, undefined]));
    expect(careOfLastRequest()).toBeUndefined();
    expect(after.body.message).not.toHaveProperty('safety');
    // The flag itself is kept (SAFETY.md 5).
    expect(chat().crisisTiers).toEqual(new Set(['a']));
  });

  it('a reply naming a medicine is replaced during the careful turns, and shown once they are over', async () => {
    const medicine = 'Ibuprofen with some food usually helps a headache.';
    await sendText('I want to die');
    reply.mockResolvedValue({ text: medicine, engine: 'openai' });
    const during = await sendText('my head hurts, what helps?');
    reply.mockResolvedValue({ text: 'A calm reply.', engine: 'offline' });
    // The replaced reply was a warning sign: the careful turns started again.
    for (let turn = 0; turn < CAREFUL_TURNS_AFTER_A; turn++) await sendText(ORDINARY);
    reply.mockResolvedValue({ text: medicine, engine: 'openai' });
    const afterwards = await sendText('my head hurts, what helps?');

    expect(during.body.resonse).toBe(SAFE_REPLACEMENT_REPLY);
    expect(afterwards.body.resonse).toBe(medicine);
  });

  it('a new reading starts the careful turns again and is counted; a regenerated reply neither counts nor uses a turn', async () => {
    await sendText('I want to die');
    await sendText(ORDINARY);
    await regenerateReply(flow.token, CHAT);
    const watchAfterRegenerate = chat().crisisWatch;
    await sendText('honestly i wish i could just disappear forever');

    expect(watchAfterRegenerate).toBe(CAREFUL_TURNS_AFTER_A - 1);
    expect(chat()).toMatchObject({ crisisWatch: CAREFUL_TURNS_AFTER_A, crisisReadings: 2 });
  });
});

describe('after tier (b) or (c)', () => {
  it.each([
    ['b', 'I keep thinking about suicide again'],
    ['c', "I'm going to kill myself tonight"],
  ])('tier %s: every later reply is fully careful, with the resources beside it', async (tier, text) => {
    await sendText(text);
    const later: unknown[] = [];
    for (let turn = 0; turn <= CAREFUL_TURNS_AFTER_A; turn++) {
      const answer = await sendText(ORDINARY);
      later.push([careOfLastRequest(), answer.body.message.safety]);
    }

    expect(later).toEqual(Array(CAREFUL_TURNS_AFTER_A + 1).fill(['full', tier]));
  });
});
