import { GOAL_LIMITS } from '#shared/goals';
import { GOAL_NOT_FOUND_MESSAGE, TOO_MANY_ACTIVE_GOALS_MESSAGE } from '#shared/error-messages';
import { addDays, utcDateOf } from '#shared/calendar';
import { signedInCaller, startApi, uniqueEmail, type Caller } from './api';
import { uidOf } from './chats';
import { itemsOfUser } from './table';

/** Goals: GET, POST /api/goals, PUT and DELETE /api/goals/{goalId}, against dynalite. */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const goalItems = async (caller: Caller) => (await itemsOfUser(uidOf(caller))).filter((item) => String(item.sk).startsWith('GOAL#'));
const inAWeek = () => addDays(utcDateOf(new Date()), 7);

describe('goals', () => {
  it('POST creates an active goal, trimmed, in the user’s partition; GET lists them oldest first', async () => {
    // Prepare
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('goals'));
    // Act
    const first = await caller.post('/api/goals', { text: '  Walk after lunch  ', chatGoal: 2, timesPerWeek: 3, targetDate: inAWeek() });
    const second = await caller.post('/api/goals', { text: 'Say one kind thing to myself 🌱', chatGoal: 1 });
    const list = await caller.get('/api/goals');
    // Assess
    expect(first).toMatchObject({
      status: 200,
      body: {
        success: true,
        goal: {
          text: 'Walk after lunch',
          chatGoal: 2,
          timesPerWeek: 3,
          targetDate: inAWeek(),
          status: 'active',
          goalId: expect.stringMatching(/^[0-9A-Z]{26}$/),
        },
      },
    });
    expect(second.body.goal).not.toHaveProperty('timesPerWeek');
    expect(list.body).toEqual({ success: true, goals: [first.body.goal, second.body.goal] });
    const goalId = (first.body.goal as { goalId: string }).goalId;
    expect(await goalItems(caller)).toContainEqual(
      expect.objectContaining({ pk: `USER#${uidOf(caller)}`, sk: `GOAL#${goalId}`, text: 'Walk after lunch' }),
    );
  });

  it('PUT changes text, rhythm, date and status: completing sets completedAt, reopening clears it, null clears a field', async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('goal-update'));
    const created = await caller.post('/api/goals', { text: 'Call Gran', chatGoal: 3, timesPerWeek: 2, targetDate: inAWeek() });
    const goalId = (created.body.goal as { goalId: string }).goalId;

    const edited = await caller.put(`/api/goals/${goalId}`, { text: 'Call Gran on Sundays', timesPerWeek: null, targetDate: null });
    const completed = await caller.put(`/api/goals/${goalId}`, { status: 'completed' });
    const completedAgain = await caller.put(`/api/goals/${goalId}`, { status: 'completed' });
    const paused = await caller.put(`/api/goals/${goalId}`, { status: 'paused' });

    expect(edited.body.goal).toMatchObject({ text: 'Call Gran on Sundays', chatGoal: 3, status: 'active' });
    expect(edited.body.goal).not.toHaveProperty('timesPerWeek');
    expect(edited.body.goal).not.toHaveProperty('targetDate');
    expect(completed.body.goal).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect((completedAgain.body.goal as { completedAt: string }).completedAt).toBe(
      (completed.body.goal as { completedAt: string }).completedAt,
    );
    expect(paused.body.goal).toMatchObject({ status: 'paused' });
    expect(paused.body.goal).not.toHaveProperty('completedAt');
  });

  it('DELETE removes it; a second DELETE or a PUT on it is a 404', async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('goal-delete'));
    const goalId = ((await caller.post('/api/goals', { text: 'Sleep by 11', chatGoal: 2 })).body.goal as { goalId: string }).goalId;

    const deleted = await caller.delete(`/api/goals/${goalId}`);
    const again = await caller.delete(`/api/goals/${goalId}`);
    const update = await caller.put(`/api/goals/${goalId}`, { status: 'paused' });

    expect(deleted).toMatchObject({ status: 200, body: { success: true, message: 'Goal deleted.' } });
    expect(again.body).toEqual({ success: false, code: 'NOT_FOUND', message: GOAL_NOT_FOUND_MESSAGE });
    expect(update.status).toBe(404);
    expect(await goalItems(caller)).toEqual([]);
  });

  it(`allows at most ${GOAL_LIMITS.active} active goals: the next is a 409, until one is completed; reopening past the cap is a 409 too`, async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('goal-cap'));
    const ids: string[] = [];
    for (let i = 0; i < GOAL_LIMITS.active; i++) {
      ids.push(((await caller.post('/api/goals', { text: `Goal ${i}`, chatGoal: 1 })).body.goal as { goalId: string }).goalId);
    }

    const refused = await caller.post('/api/goals', { text: 'One too many', chatGoal: 1 });
    expect(refused.body).toEqual({ success: false, code: 'CONFLICT', message: TOO_MANY_ACTIVE_GOALS_MESSAGE });
    expect(await goalItems(caller)).toHaveLength(GOAL_LIMITS.active);

    expect((await caller.put(`/api/goals/${ids[0]}`, { status: 'completed' })).status).toBe(200);
    const extra = await caller.post('/api/goals', { text: 'Now there is room', chatGoal: 1 });
    expect(extra.status).toBe(200);
    const reopen = await caller.put(`/api/goals/${ids[0]}`, { status: 'active' });
    expect(reopen).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect((await caller.put(`/api/goals/${ids[1]}`, { status: 'active' })).status).toBe(200); // already active: no change in count
  });

  it("cannot see or change another user's goals", async () => {
    const owner = await signedInCaller(api.baseUrl, uniqueEmail('goal-owner'));
    const other = await signedInCaller(api.baseUrl, uniqueEmail('goal-other'));
    const goalId = ((await owner.post('/api/goals', { text: 'Mine', chatGoal: 2 })).body.goal as { goalId: string }).goalId;
    const before = await goalItems(owner);

    expect((await other.get('/api/goals')).body).toEqual({ success: true, goals: [] });
    for (const res of [
      await other.put(`/api/goals/${goalId}`, { status: 'active' }),
      await other.put(`/api/goals/${goalId}`, { text: 'Theirs' }),
      await other.delete(`/api/goals/${goalId}`),
    ]) {
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: GOAL_NOT_FOUND_MESSAGE });
    }
    expect(await goalItems(owner)).toEqual(before);
  });
});
