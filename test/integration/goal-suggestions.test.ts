import { resetConfig } from '../../functions/kernel/config';
import { resetGoalSuggester } from '../../functions/providers/goal-suggester';
import { GOAL_TEMPLATES } from '../../functions/providers/goal-suggester/templates';
import { CHAT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { GOAL_LIMITS, GOAL_SUGGESTION_LIMITS } from '#shared/goals';
import type { GoalSuggestion } from '#shared/schemas/goals';
import { NOTES } from '../fixtures/crisis-notes';
import { Caller, startApi } from './api';
import { send, startChat, uidOf, userWithPlan } from './chats';
import { itemsOfUser } from './table';
import { chatCompletion, connectToFake, FAKE_GOAL_SUGGESTION, FakeOpenAI, GOAL_SUGGESTIONS } from '../fixtures/fake-openai';

/**
 * Goal suggestions at the end of a session: POST /api/goals/suggestion/{chatId}
 * against dynalite, the auth emulator and the real crisis screen. With no key the templates
 * answer; with the fake OpenAI connected, the model does, and a suggestion the screens refuse
 * becomes a template.
 */

let api: Awaited<ReturnType<typeof startApi>>;
let fake: FakeOpenAI;
beforeAll(async () => {
  [api, fake] = await Promise.all([startApi(), FakeOpenAI.start()]);
});
afterAll(async () => {
  await Promise.all([api.close(), fake.close()]);
});
afterEach(() => {
  connectToFake(fake, false);
  resetConfig();
  resetGoalSuggester();
  fake.reset();
});

const suggestionPath = (chatId: string) => `/api/goals/suggestion/${chatId}`;
const suggestionOf = (res: { body: Record<string, unknown> }) => res.body.suggestion as GoalSuggestion | null;

/** A user's chat with the given coaching goal, after these messages (each answered by the offline coach). */
async function chatAfter(messages: readonly string[], goal = 2, caller?: Caller): Promise<{ caller: Caller; chatId: string }> {
  const owner = caller ?? (await userWithPlan(api.baseUrl, goal === 2 ? null : 'Premium', 'suggest'));
  const { chatId } = await startChat(owner, goal, 2);
  for (const text of messages) expect((await send(owner, chatId, text)).status).toBe(200);
  return { caller: owner, chatId };
}

const EXAMS = ['My exams start on Monday and I feel so stressed.', 'I keep revising until late and then I cannot sleep.'];

describe('POST /api/goals/suggestion/{chatId}', () => {
  it('suggests a goal from the chat: the coaching goal, a rhythm, a template on what the user talked about; it saves nothing', async () => {
    // Prepare
    const { caller, chatId } = await chatAfter(EXAMS);
    const before = await itemsOfUser(uidOf(caller));
    // Act
    const res = await caller.post(suggestionPath(chatId));
    const again = await caller.post(suggestionPath(chatId));
    // Assess
    expect(res.status).toBe(200);
    const suggestion = suggestionOf(res)!;
    expect(suggestion).toEqual({ text: expect.any(String), chatGoal: 2, timesPerWeek: expect.any(Number) });
    const onTopic = GOAL_TEMPLATES[2].filter((template) => template.topics?.some((topic) => topic === 'exams' || topic === 'sleep'));
    expect(onTopic.map((template) => template.text)).toContain(suggestion.text);
    expect(suggestion.text.length).toBeLessThanOrEqual(GOAL_SUGGESTION_LIMITS.textLength);
    expect(suggestionOf(again)).toEqual(suggestion);
    expect(await itemsOfUser(uidOf(caller))).toEqual(before);
    // Accepting it is the existing POST /api/goals, with the suggestion as it came.
    const added = await caller.post('/api/goals', suggestion);
    expect(added).toMatchObject({ status: 200, body: { goal: { ...suggestion, status: 'active' } } });
  });

  it('answers null for a chat with fewer than two user messages', async () => {
    const { caller, chatId } = await chatAfter([EXAMS[0]!]);
    const res = await caller.post(suggestionPath(chatId));
    expect(res).toMatchObject({ status: 200, body: { success: true, suggestion: null } });

    const empty = await chatAfter([], 2, caller);
    expect(suggestionOf(await caller.post(suggestionPath(empty.chatId)))).toBeNull();
  });

  it.each([
    ['b', 'I keep thinking about suicide again'],
    ['c', "I'm going to kill myself tonight"],
  ])('answers null for a chat that met tier (%s), even after calmer messages', async (_tier, crisis) => {
    const { caller, chatId } = await chatAfter([EXAMS[0]!, crisis, 'Sorry, I think I am okay now, it was a bad moment.']);
    const res = await caller.post(suggestionPath(chatId));
    expect(res).toMatchObject({ status: 200, body: { success: true, suggestion: null } });
  });

  it(`answers null when the user already has ${GOAL_LIMITS.active} active goals, and suggests again once one is paused`, async () => {
    const { caller, chatId } = await chatAfter(EXAMS);
    const ids: string[] = [];
    for (let i = 0; i < GOAL_LIMITS.active; i += 1) {
      const res = await caller.post('/api/goals', { text: `Goal number ${i + 1}`, chatGoal: 2 });
      ids.push((res.body.goal as { goalId: string }).goalId);
    }

    expect(suggestionOf(await caller.post(suggestionPath(chatId)))).toBeNull();

    expect((await caller.put(`/api/goals/${ids[0]}`, { status: 'paused' })).status).toBe(200);
    expect(suggestionOf(await caller.post(suggestionPath(chatId)))).not.toBeNull();
  });

  it("is a 404 for another user's chat (as for an unknown one), and a 401 signed out", async () => {
    const { chatId } = await chatAfter(EXAMS);
    const intruder = await userWithPlan(api.baseUrl, 'Premium', 'intruder');

    const theirs = await intruder.post(suggestionPath(chatId));
    const unknown = await intruder.post(suggestionPath('01JUNKNOWNCHATAAAAAAAAAAAA'));
    const visitor = await new Caller(api.baseUrl).post(suggestionPath(chatId));

    expect(theirs).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND', message: CHAT_NOT_FOUND_MESSAGE } });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: CHAT_NOT_FOUND_MESSAGE } });
    expect(visitor).toMatchObject({ status: 401, body: { success: false, code: 'UNAUTHORIZED' } });
  });

  describe('with the OpenAI suggester (the fake)', () => {
    /** The suggester talks to the fake from now on; the chat was made offline. */
    function suggestWithFake(): void {
      connectToFake(fake, true);
      resetGoalSuggester();
    }

    it("answers the model's suggestion, with the chat's coaching goal", async () => {
      const { caller, chatId } = await chatAfter(EXAMS);
      suggestWithFake();

      const res = await caller.post(suggestionPath(chatId));

      expect(fake.requestsTo(GOAL_SUGGESTIONS)).toHaveLength(1);
      expect(suggestionOf(res)).toEqual({ ...FAKE_GOAL_SUGGESTION, chatGoal: 2 });
    });

    it('answers a template when the model suggests something the screens refuse, or answers off the schema', async () => {
      const { caller, chatId } = await chatAfter(EXAMS);
      const template = suggestionOf(await caller.post(suggestionPath(chatId)))!;
      suggestWithFake();
      fake.enqueue(
        GOAL_SUGGESTIONS,
        { body: chatCompletion(JSON.stringify({ text: 'Take a double dose of sleeping pills before bed', timesPerWeek: 7 })) },
        { body: chatCompletion(JSON.stringify({ text: 'Walk more', timesPerWeek: 12 })) },
      );

      const unsafe = await caller.post(suggestionPath(chatId));
      const offSchema = await caller.post(suggestionPath(chatId));

      expect(fake.requestsTo(GOAL_SUGGESTIONS)).toHaveLength(2);
      expect(suggestionOf(unsafe)).toEqual(template);
      expect(suggestionOf(offSchema)).toEqual(template);
    });

    it('never asks the model about a chat that met tier (b)', async () => {
      const { caller, chatId } = await chatAfter([EXAMS[0]!, 'I keep thinking about suicide again']);
      suggestWithFake();

      expect(suggestionOf(await caller.post(suggestionPath(chatId)))).toBeNull();
      expect(fake.requestsTo(GOAL_SUGGESTIONS)).toHaveLength(0);
    });

    it('never builds a goal from a crisis message: a chat that met tier (a) gets none either', async () => {
      const { caller, chatId } = await chatAfter([EXAMS[0]!, NOTES.a]);
      suggestWithFake();

      expect(suggestionOf(await caller.post(suggestionPath(chatId)))).toBeNull();
      expect(fake.requestsTo(GOAL_SUGGESTIONS)).toHaveLength(0);
    });
  });
});
