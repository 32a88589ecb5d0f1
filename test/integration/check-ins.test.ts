import { addDays, isoWeekOf, utcDateOf } from '#shared/calendar';
import { NOT_AN_ACTIVE_GOAL_MESSAGE, WHO5_DONE_THIS_WEEK_MESSAGE } from '#shared/error-messages';
import { signedInCaller, startApi, uniqueEmail, type Caller } from './api';
import { uidOf } from './chats';
import { itemsOfUser } from './table';
import { putDailyCheckIn } from '../../functions/data/daily-check-ins';
import { putNewWho5Result } from '../../functions/data/who5-results';

/** Daily check-ins and the weekly WHO-5: PUT /api/check-ins/{date}, POST /api/wellbeing/who5, GET /api/check-ins. */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const today = () => utcDateOf(new Date());
const itemsWith = async (caller: Caller, prefix: string) =>
  (await itemsOfUser(uidOf(caller))).filter((item) => String(item.sk).startsWith(prefix));
const newGoal = async (caller: Caller, text = 'Walk after lunch') =>
  ((await caller.post('/api/goals', { text, chatGoal: 2 })).body.goal as { goalId: string }).goalId;

describe('the daily check-in', () => {
  it('PUT stores it under the local date; a second one that day replaces the first; GET shows it with the streak', async () => {
    // Prepare
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('checker'));
    const goalId = await newGoal(caller);
    const date = today();
    // Act
    const first = await caller.put(`/api/check-ins/${date}`, {
      timeZone: 'Europe/London',
      mood: 2,
      note: '  Long day  ',
      goalIds: [goalId],
    });
    const second = await caller.put(`/api/check-ins/${date}`, { timeZone: 'Europe/London', mood: 4 });
    const progress = await caller.get('/api/check-ins');
    // Assess
    expect(first).toMatchObject({ status: 200, body: { success: true, checkIn: { date, mood: 2, note: 'Long day', goalIds: [goalId] } } });
    expect(second.body.checkIn).toEqual({ date, timeZone: 'Europe/London', mood: 4, goalIds: [], updatedAt: expect.any(String) });
    const stored = await itemsWith(caller, 'CHECKIN#');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ sk: `CHECKIN#${date}`, mood: 4 });
    expect(stored[0]).not.toHaveProperty('note');
    expect(progress.body).toMatchObject({
      success: true,
      streak: 1,
      checkedInToday: true,
      graceDaysUsedThisWeek: 0,
      checkIns: [second.body.checkIn],
      who5: [],
    });
  });

  it('keeps the streak over one missed day and reports the grace day', async () => {
    // Prepare: a check-in two days ago, written as it was then (the window refuses that date now).
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('streaker'));
    const date = today();
    await putDailyCheckIn(uidOf(caller), {
      date: addDays(date, -2),
      timeZone: 'UTC',
      mood: 3,
      goalIds: [],
      updatedAt: new Date().toISOString(),
    });
    expect((await caller.put(`/api/check-ins/${date}`, { timeZone: 'UTC', mood: 3 })).status).toBe(200);
    // Act
    const progress = await caller.get('/api/check-ins');
    // Assess: yesterday is the grace day of its week, which is this week unless today is a Monday.
    const graceThisWeek = isoWeekOf(addDays(date, -1)) === isoWeekOf(date) ? 1 : 0;
    expect(progress.body).toMatchObject({ today: date, streak: 2, checkedInToday: true, graceDaysUsedThisWeek: graceThisWeek });
    expect((progress.body.checkIns as Array<{ date: string }>).map((checkIn) => checkIn.date)).toEqual([addDays(date, -2), date]);
  });

  it.each<[string, (goalIds: { own: string; paused: string; others: string }) => string[]]>([
    ['an unknown goal id', () => ['01JAAAAAAAAAAAAAAAAAAAAAAA']],
    ["another user's goal id", ({ others }) => [others]],
    ['a paused goal', ({ paused }) => [paused]],
    ['one good id and one unknown', ({ own }) => [own, '01JAAAAAAAAAAAAAAAAAAAAAAA']],
  ])('%s: 400 naming the id, nothing stored', async (_case, ids) => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('bad-goal-ids'));
    const other = await signedInCaller(api.baseUrl, uniqueEmail('goal-holder'));
    const own = await newGoal(caller);
    const paused = await newGoal(caller, 'Paused one');
    expect((await caller.put(`/api/goals/${paused}`, { status: 'paused' })).status).toBe(200);
    const goalIds = ids({ own, paused, others: await newGoal(other) });

    const res = await caller.put(`/api/check-ins/${today()}`, { timeZone: 'UTC', mood: 3, goalIds });

    expect(res).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST' } });
    expect(res.body.fields).toEqual({ [`goalIds.${goalIds.length - 1}`]: NOT_AN_ACTIVE_GOAL_MESSAGE });
    expect(await itemsWith(caller, 'CHECKIN#')).toEqual([]);
  });

  it("today and, late, yesterday are accepted; tomorrow in the user's own zone is a 400 and stores nothing", async () => {
    // Prepare: the first check-in makes UTC the user's zone.
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('early-bird'));
    const date = today();
    // Act
    const todays = await caller.put(`/api/check-ins/${date}`, { timeZone: 'UTC', mood: 3 });
    const late = await caller.put(`/api/check-ins/${addDays(date, -1)}`, { timeZone: 'UTC', mood: 2 });
    const tomorrow = await caller.put(`/api/check-ins/${addDays(date, 1)}`, { timeZone: 'UTC', mood: 4 });
    // Assess
    expect([todays.status, late.status]).toEqual([200, 200]);
    expect(tomorrow).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', fields: { date: expect.stringContaining('today') } } });
    expect((await itemsWith(caller, 'CHECKIN#')).map((item) => item.sk)).toEqual([`CHECKIN#${addDays(date, -1)}`, `CHECKIN#${date}`]);
  });

  it('a day cannot be padded by naming a zone a day ahead: the new zone counts only from its next day', async () => {
    // Prepare: today's check-in from UTC.
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('padder'));
    const date = today();
    expect((await caller.put(`/api/check-ins/${date}`, { timeZone: 'UTC', mood: 3 })).status).toBe(200);
    // Act: the next date, as if the user were in Kiritimati (UTC+14), on the same real day.
    const padded = await caller.put(`/api/check-ins/${addDays(date, 1)}`, { timeZone: 'Pacific/Kiritimati', mood: 3 });
    const progress = await caller.get('/api/check-ins');
    // Assess
    expect(padded).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', fields: { date: expect.stringContaining('today') } } });
    expect(progress.body).toMatchObject({ today: date, streak: 1, checkedInToday: true });
    expect((await itemsWith(caller, 'CHECKIN#')).map((item) => item.sk)).toEqual([`CHECKIN#${date}`]);
  });

  it('refuses a date more than a day from the server’s, so a month cannot be backfilled', async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('backfill'));

    const res = await caller.put(`/api/check-ins/${addDays(today(), -30)}`, { timeZone: 'UTC', mood: 3 });

    expect(res).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', fields: { date: expect.stringContaining('today') } } });
    expect(await itemsWith(caller, 'CHECKIN#')).toEqual([]);
  });
});

describe('the weekly WHO-5', () => {
  it('scores the answers (sum × 4), keeps one per ISO week, and brings safety forward for a low score', async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('who5'));
    const date = today();

    const low = await caller.post('/api/wellbeing/who5', { date, timeZone: 'UTC', answers: [1, 2, 1, 1, 2] });
    const second = await caller.post('/api/wellbeing/who5', { date, timeZone: 'UTC', answers: [5, 5, 5, 5, 5] });
    const progress = await caller.get('/api/check-ins');

    expect(low).toMatchObject({
      status: 200,
      body: {
        success: true,
        bringSafetyForward: true,
        who5: { week: isoWeekOf(date), date, answers: [1, 2, 1, 1, 2], score: 28, low: true },
      },
    });
    expect(second.body).toEqual({ success: false, code: 'CONFLICT', message: WHO5_DONE_THIS_WEEK_MESSAGE });
    expect(await itemsWith(caller, 'WHO5#')).toEqual([expect.objectContaining({ sk: `WHO5#${isoWeekOf(date)}`, score: 28 })]);
    expect(progress.body).toMatchObject({ who5ThisWeek: true, who5: [low.body.who5] });
  });

  it('is not low above the cut-off with no earlier result, and low after a drop of 10 points or more from the week before', async () => {
    const steadyCaller = await signedInCaller(api.baseUrl, uniqueEmail('who5-steady'));
    const dropCaller = await signedInCaller(api.baseUrl, uniqueEmail('who5-drop'));
    const date = today();
    const lastWeek = addDays(date, -7);
    await putNewWho5Result(uidOf(dropCaller), {
      week: isoWeekOf(lastWeek),
      date: lastWeek,
      answers: [4, 4, 4, 4, 4],
      score: 80,
      low: false,
      createdAt: new Date().toISOString(),
    });

    const steady = await steadyCaller.post('/api/wellbeing/who5', { date, timeZone: 'UTC', answers: [3, 3, 3, 3, 3] });
    const dropped = await dropCaller.post('/api/wellbeing/who5', { date, timeZone: 'UTC', answers: [3, 3, 3, 3, 3] });

    expect(steady.body).toMatchObject({ bringSafetyForward: false, who5: { score: 60, low: false } });
    expect(dropped.body).toMatchObject({ bringSafetyForward: true, who5: { score: 60, low: true } });
    expect(((await dropCaller.get('/api/check-ins')).body.who5 as Array<{ score: number }>).map((result) => result.score)).toEqual([
      80, 60,
    ]);
  });

  it.each<[string, unknown, string]>([
    ['four answers', { answers: [1, 2, 3, 4] }, 'answers'],
    ['an answer of 6', { answers: [1, 2, 3, 4, 6] }, 'answers.4'],
    ['an answer of 2.5', { answers: [1, 2, 3, 4, 2.5] }, 'answers.4'],
    ['a date last month', { date: '2020-01-01' }, 'date'],
    ['a time zone that is not one', { timeZone: 'Mars/Olympus' }, 'timeZone'],
  ])('%s: 400 naming the field, nothing stored', async (_case, change, field) => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('bad-who5'));

    const res = await caller.post('/api/wellbeing/who5', {
      date: today(),
      timeZone: 'UTC',
      answers: [3, 3, 3, 3, 3],
      ...(change as object),
    });

    expect(res).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST' } });
    expect(res.body.fields).toHaveProperty([field]);
    expect(await itemsWith(caller, 'WHO5#')).toEqual([]);
  });
});
