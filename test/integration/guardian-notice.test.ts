import { GUARDIAN_LINK_NOT_FOUND_MESSAGE, GUARDIAN_NOTICES_GUARDIAN_ONLY_MESSAGE } from '#shared/error-messages';
import { HARMS } from '#shared/safety';
import { GUARDIAN_NOTICE_SUBJECT } from '../../functions/domain/mail/guardian-notice-email';
import { resetCoach } from '../../functions/providers/coach';
import { resetRiskAssessor } from '../../functions/providers/risk-assessor';
import { resetModeration } from '../../functions/safety/moderation';
import { assessmentAnswer, WRITERS_PLAN } from '../fixtures/fake-assessor';
import { moderationAnswer, MODERATIONS } from '../fixtures/fake-moderation';
import { connectToFake, FakeOpenAI, RISK_ASSESSMENTS } from '../fixtures/fake-openai';
import { Caller, mailsTo, startApi } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';
import { type LinkSide, seedLinkedTeen } from './guardian-fixtures';
import { messagesOf, send, startChat, streamReply } from './chats';

/**
 * The distress notice to a linked teen's guardians on the local stack (docs/safety.md "A notice to
 * a guardian"): which readings send one, to whom, at most one a day, never after danger at home or
 * for harm to others, what the e-mail holds (no word of the teen's, no topic), the teen's reply
 * saying so, and the guardian's stop. Offline no model reads a second time, so a repeated reading
 * confirms; a block at the end scripts the risk assessor as the second reader.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const TIER_B = 'I keep thinking of suicide again';
const TIER_B_AGAIN = 'I have been cutting myself again this week';
const TIER_C = "I'm going to kill myself tonight";
const ABUSE = 'my dad hits me every night';
const DANGER_AT_HOME = "he's coming up the stairs and I'm hiding in the closet";
const HARM_TO_OTHERS = "I'm going to stab him tomorrow, I have the knife ready";
const TOLD_TOPIC_WORDS = ['suicide', 'self-harm', 'kill', 'cutting', 'die', 'abuse', 'harm', ...HARMS];

/** A teen with a guardian's consent and `count` confirmed guardians, the disclosure seen. */
const family = (count = 1) => seedLinkedTeen(api.baseUrl, { guardians: count, disclosureSeen: true });

/** Every queued notice sent (the local stack runs them in process), then the notices in each guardian's mailbox. */
async function noticesTo(guardians: LinkSide[]): Promise<Array<Array<{ subject: string; text: string }>>> {
  await fetch(`${api.baseUrl}/api/dev/jobs/guardianNotices`, { method: 'POST' });
  await new Promise((resolve) => setTimeout(resolve, 150));
  return Promise.all(
    guardians.map(async (guardian) =>
      (await mailsTo(api.baseUrl, guardian.email)).filter((mail) => mail.subject === GUARDIAN_NOTICE_SUBJECT),
    ),
  );
}

/** Whether the stream's `done` answer says the guardians are being told. */
const streamedToldOf = (events: Array<{ type: string; [field: string]: unknown }>) => {
  const done = events.find((event) => event.type === 'done') as unknown as { answer: { message: { guardianTold?: boolean } } };
  return done.answer.message.guardianTold === true;
};

const toldOf = (res: { body: Record<string, unknown> }) => (res.body.message as { guardianTold?: boolean }).guardianTold === true;

describe('a reading that sends a notice', () => {
  it('sends one e-mail to each guardian for a confirmed tier (c), with no word of the teen’s and no topic; the reply says so, also when reopened', async () => {
    const { teen, guardians } = await family(2);
    const chat = await startChat(teen.caller);

    const first = await send(teen.caller, chat.chatId, TIER_B);
    const res = await send(teen.caller, chat.chatId, TIER_C);

    expect(toldOf(first)).toBe(false);
    expect(toldOf(res)).toBe(true);
    const mails = await noticesTo(guardians);
    expect(mails.map((mail) => mail.length)).toEqual([1, 1]);
    const text = `${mails[0]![0]!.subject}\n${mails[0]![0]!.text}`.toLowerCase();
    expect(text).toContain('robin may need support right now');
    for (const line of ['988', '741741', '911']) expect(text).toContain(line);
    // Every word of the teen's that says anything (longer than "of", "I"), and any topic, as whole words.
    const theirs = [TIER_B, TIER_C].flatMap((said) => said.toLowerCase().split(/[^a-z']+/)).filter((word) => word.length > 2);
    for (const word of [...theirs, ...TOLD_TOPIC_WORDS]) expect(text).not.toMatch(new RegExp(`(?<![a-z])${word}(?![a-z])`));
    const reopened = await messagesOf(teen.caller, chat.chatId);
    expect(reopened.filter((message) => message.guardianTold).map((message) => message.id)).toEqual([
      (res.body.message as { id: string }).id,
    ]);
  });

  it('sends for (b) twice within 24 hours across two chats, streamed, and tells the teen in the done event', async () => {
    const { teen, guardians } = await family();
    const one = await startChat(teen.caller);
    const two = await startChat(teen.caller);

    expect(toldOf(await send(teen.caller, one.chatId, TIER_B))).toBe(false);
    const streamed = await streamReply(teen.caller, two.chatId, { action: 'send', text: TIER_B_AGAIN });

    expect(streamedToldOf(streamed.events)).toBe(true);
    expect((await noticesTo(guardians))[0]).toHaveLength(1);
  });

  it('sends nothing for (b) once, nor for a lone tier (c) no second reader confirmed', async () => {
    const { teen, guardians } = await family();
    const once = await send(teen.caller, (await startChat(teen.caller)).chatId, TIER_B);
    const other = await family();
    const lone = await send(other.teen.caller, (await startChat(other.teen.caller)).chatId, TIER_C);

    expect(toldOf(once)).toBe(false);
    expect(toldOf(lone)).toBe(false);
    expect(await noticesTo([...guardians, ...other.guardians])).toEqual([[], []]);
  });

  it('sends at most one a day: a second confirmed reading within 24 hours sends none', async () => {
    const { teen, guardians } = await family();
    const chat = await startChat(teen.caller);
    await send(teen.caller, chat.chatId, TIER_B);
    expect(toldOf(await send(teen.caller, chat.chatId, TIER_C))).toBe(true);

    const again = await send(teen.caller, chat.chatId, TIER_B_AGAIN);

    expect(toldOf(again)).toBe(false);
    expect((await noticesTo(guardians))[0]).toHaveLength(1);
  });

  it('does not count an edit of the same message as a second reading', async () => {
    const { teen, guardians } = await family();
    const chat = await startChat(teen.caller);
    const first = await streamReply(teen.caller, chat.chatId, { action: 'send', text: TIER_B });
    const { userMessage } = first.events.find((event) => event.type === 'start') as unknown as { userMessage: { id: string } };

    const edited = await streamReply(teen.caller, chat.chatId, { action: 'edit', messageId: userMessage.id, text: TIER_B_AGAIN });

    expect(streamedToldOf(edited.events)).toBe(false);
    expect(await noticesTo(guardians)).toEqual([[]]);
  });
});

describe('never told at home', () => {
  it('sends none when the teen told of abuse or danger at home, and the teen gets Childhelp and 911', async () => {
    const { teen, guardians } = await family();
    const chat = await startChat(teen.caller);

    const abuse = await send(teen.caller, chat.chatId, ABUSE);
    const danger = await send(teen.caller, chat.chatId, DANGER_AT_HOME);
    const later = await send(teen.caller, (await startChat(teen.caller)).chatId, TIER_C);

    for (const res of [abuse, danger]) {
      expect(String(res.body.resonse)).toContain('Childhelp');
      expect(String(res.body.resonse)).toContain('911');
      expect(res.body.message).toMatchObject({ help: { harm: 'abuse-at-home' } });
    }
    expect([abuse, danger, later].map(toldOf)).toEqual([false, false, false]);
    expect(await noticesTo(guardians)).toEqual([[]]);
  });

  it('sends none for harm to others', async () => {
    const { teen, guardians } = await family();
    const chat = await startChat(teen.caller);

    await send(teen.caller, chat.chatId, HARM_TO_OTHERS);
    const again = await send(teen.caller, chat.chatId, HARM_TO_OTHERS);

    expect(toldOf(again)).toBe(false);
    expect(await noticesTo(guardians)).toEqual([[]]);
  });
});

describe('who is told', () => {
  it('sends none to a guardian who stopped these e-mails, and still to the other', async () => {
    const { teen, guardians } = await family(2);
    const stopped = await guardians[0]!.caller.post(`/api/guardian/teens/${guardians[0]!.linkId}/notices/stop`);
    const chat = await startChat(teen.caller);

    await send(teen.caller, chat.chatId, TIER_B);
    const res = await send(teen.caller, chat.chatId, TIER_C);

    expect(stopped.body).toEqual({ success: true, notices: { on: false, sent: [] } });
    expect(toldOf(res)).toBe(true);
    expect((await noticesTo(guardians)).map((mails) => mails.length)).toEqual([0, 1]);
    const seen = await Promise.all([
      teen.caller.get(`/api/guardian/teens/${teen.linkId}/notices`),
      guardians[1]!.caller.get(`/api/guardian/teens/${guardians[1]!.linkId}/notices`),
    ]);
    const sentDays = seen.map((answer) => (answer.body.notices as { sent: string[] }).sent.length);
    expect(sentDays.sort()).toEqual([0, 1]);
  });

  it('puts the days sent in the export of both sides', async () => {
    const { teen, guardians } = await family();
    const chat = await startChat(teen.caller);
    await send(teen.caller, chat.chatId, TIER_B);
    await send(teen.caller, chat.chatId, TIER_C);
    await noticesTo(guardians);

    const exports = await Promise.all([teen.caller.get('/api/user/export'), guardians[0]!.caller.get('/api/user/export')]);

    for (const exported of exports) {
      expect((exported.body as { guardianNotices: unknown[] }).guardianNotices).toEqual([
        { linkId: guardians[0]!.linkId, on: true, sent: [expect.any(String)] },
      ]);
    }
  });

  it('tells nobody of a teen with no guardian linked, nor of an adult', async () => {
    const teen = await seedBuddyUser(api.baseUrl, 'teen', { ageConfirmation: 'guardian', firstName: 'Sam' });
    const adult = await seedBuddyUser(api.baseUrl, 'adult', { firstName: 'Alex' });
    const replies = [];
    for (const person of [teen, adult]) {
      await person.caller.post('/api/user/disclosure-seen');
      const chat = await startChat(person.caller);
      await send(person.caller, chat.chatId, TIER_B);
      replies.push(await send(person.caller, chat.chatId, TIER_C));
    }

    expect(replies.map(toldOf)).toEqual([false, false]);
  });
});

describe('stopping these e-mails', () => {
  it('is the guardian’s alone: the teen’s side is refused, another user’s link is unknown, and signed out is refused', async () => {
    const { teen, guardians } = await family();
    const stranger = await seedBuddyUser(api.baseUrl, 'guardian', { firstName: 'Jordan' });

    const byTeen = await teen.caller.post(`/api/guardian/teens/${teen.linkId}/notices/stop`);
    const byStranger = await stranger.caller.post(`/api/guardian/teens/${guardians[0]!.linkId}/notices/stop`);
    const signedOut = await new Caller(api.baseUrl).post(`/api/guardian/teens/${guardians[0]!.linkId}/notices/stop`);
    const state = await guardians[0]!.caller.get(`/api/guardian/teens/${guardians[0]!.linkId}/notices`);

    expect(byTeen.status).toBe(403);
    expect(byTeen.body).toMatchObject({ message: GUARDIAN_NOTICES_GUARDIAN_ONLY_MESSAGE });
    expect(byStranger.body).toEqual({ success: false, code: 'NOT_FOUND', message: GUARDIAN_LINK_NOT_FOUND_MESSAGE });
    expect(signedOut.status).toBe(401);
    expect(state.body).toEqual({ success: true, notices: { on: true, sent: [] } });
  });
});

describe('with a model to read a second time', () => {
  let fake: FakeOpenAI;
  const connect = (connected: boolean) => {
    connectToFake(fake, connected);
    resetCoach();
    resetModeration();
    resetRiskAssessor();
  };
  beforeAll(async () => {
    fake = await FakeOpenAI.start();
    fake.route(MODERATIONS, () => moderationAnswer());
    connect(true);
  });
  afterAll(async () => {
    connect(false);
    await fake.close();
  });

  it('sends for a lone tier (c) the risk assessor confirms, and not for one it reads as no risk', async () => {
    const confirmed = await family();
    const doubted = await family();
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer(WRITERS_PLAN));
    const sent = await send(confirmed.teen.caller, (await startChat(confirmed.teen.caller)).chatId, TIER_C);
    fake.enqueue(RISK_ASSESSMENTS, assessmentAnswer());
    const held = await send(doubted.teen.caller, (await startChat(doubted.teen.caller)).chatId, TIER_C);

    expect(toldOf(sent)).toBe(true);
    expect(toldOf(held)).toBe(false);
    expect((await noticesTo([...confirmed.guardians, ...doubted.guardians])).map((mails) => mails.length)).toEqual([1, 0]);
  });
});
