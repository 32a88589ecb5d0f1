import { referralCounts, utcDay } from '../../functions/data/referral-counts';
import { utcDateOf } from '#shared/calendar';
import { DAILY_CHECK_IN_NOT_FOUND_MESSAGE, GOAL_NOT_FOUND_MESSAGE, MEMORY_PREMIUM_MESSAGE } from '#shared/error-messages';
import type { NoteSafety } from '#shared/schemas/crisis';
import type { NoteKind } from '#shared/schemas/notes';
import { Caller, startApi } from './api';
import { uidOf, userWithPlan } from './chats';
import { NOTES } from '../fixtures/crisis-notes';
import { itemsOfUser } from './table';

/**
 * A note that met a crisis tier keeps its flag on its own record, as a flagged chat does
 * (docs/safety.md "Notes the user writes"): after a reload it still carries the tier and the help,
 * rewriting it never clears the flag, and the crisis screen a tier (c) note opened stays closed once
 * the user has seen it (POST /api/notes/crisis-ack). A Basic user's memory note is refused, but its
 * help still reaches them. Against dynalite with no OpenAI key: the local screen decides.
 */

jest.setTimeout(20_000);

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const HELP = { harm: 'suicide-self-harm', language: 'en' } as const;
const today = () => utcDateOf(new Date());

interface Kind {
  note: NoteKind;
  /** Writes the text as a new note of this kind and answers its id. */
  write: (caller: Caller, text: string) => Promise<string>;
  /** Writes the text over the note. */
  rewrite: (caller: Caller, id: string, text: string) => Promise<unknown>;
  /** The note's flag as the list the page loads gives it. */
  reloaded: (caller: Caller, id: string) => Promise<NoteSafety | undefined>;
}

const KINDS: Kind[] = [
  {
    note: 'checkIn',
    write: async (caller, text) => {
      expect((await caller.put(`/api/check-ins/${today()}`, { timeZone: 'UTC', mood: 1, note: text })).status).toBe(200);
      return today();
    },
    rewrite: (caller, date, text) => caller.put(`/api/check-ins/${date}`, { timeZone: 'UTC', mood: 3, note: text }),
    reloaded: async (caller, date) =>
      ((await caller.get('/api/check-ins')).body.checkIns as { date: string; safety?: NoteSafety }[]).find((c) => c.date === date)?.safety,
  },
  {
    note: 'goal',
    write: async (caller, text) => ((await caller.post('/api/goals', { text, chatGoal: 2 })).body.goal as { goalId: string }).goalId,
    rewrite: (caller, goalId, text) => caller.put(`/api/goals/${goalId}`, { text }),
    reloaded: async (caller, goalId) =>
      ((await caller.get('/api/goals')).body.goals as { goalId: string; safety?: NoteSafety }[]).find((g) => g.goalId === goalId)?.safety,
  },
  {
    note: 'memory',
    write: async (caller, text) => ((await caller.post('/api/memories', { text })).body.memory as { memoryId: string }).memoryId,
    rewrite: (caller, memoryId, text) => caller.put(`/api/memories/${memoryId}`, { text }),
    reloaded: async (caller, memoryId) =>
      ((await caller.get('/api/memories')).body.memories as { memoryId: string; safety?: NoteSafety }[]).find(
        (m) => m.memoryId === memoryId,
      )?.safety,
  },
];

describe.each(KINDS)('a $note note that met a crisis tier keeps its flag', ({ note, write, rewrite, reloaded }) => {
  it('tier (c): after a reload the help and the crisis screen are still there; once seen, the screen stays closed and the help stays', async () => {
    // Prepare
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'flagged');
    const id = await write(caller, NOTES.c);
    expect(await reloaded(caller, id)).toMatchObject({ tier: 'c', crisisScreen: true, help: HELP });
    // Act
    const ack = await caller.post('/api/notes/crisis-ack', { note, id });
    // Assess
    expect(ack.status).toBe(200);
    expect(await reloaded(caller, id)).toMatchObject({ tier: 'c', crisisScreen: false, help: HELP });
  });

  it('rewriting the note in ordinary words, or at a lower tier, never clears or lowers its flag', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'flagged');
    const id = await write(caller, NOTES.b);

    await rewrite(caller, id, NOTES.none);
    await rewrite(caller, id, NOTES.a);

    expect(await reloaded(caller, id)).toMatchObject({ tier: 'b', crisisScreen: false, help: HELP });
  });

  it('an ordinary note carries no flag, and acknowledging it changes nothing', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'plain');
    const id = await write(caller, NOTES.none);

    expect((await caller.post('/api/notes/crisis-ack', { note, id })).status).toBe(200);

    expect(await reloaded(caller, id)).toBeUndefined();
  });
});

describe('POST /api/notes/crisis-ack', () => {
  it("is a 401 signed out, a 404 for another user's note or a day with no check-in, and a 400 for an id of the wrong form", async () => {
    // Prepare
    const owner = await userWithPlan(api.baseUrl, 'Premium', 'owner');
    const goalId = ((await owner.post('/api/goals', { text: NOTES.c, chatGoal: 2 })).body.goal as { goalId: string }).goalId;
    const other = await userWithPlan(api.baseUrl, 'Premium', 'other');
    // Act
    const signedOut = await new Caller(api.baseUrl).post('/api/notes/crisis-ack', { note: 'goal', id: goalId });
    const notTheirs = await other.post('/api/notes/crisis-ack', { note: 'goal', id: goalId });
    const noCheckIn = await other.post('/api/notes/crisis-ack', { note: 'checkIn', id: today() });
    const badId = await other.post('/api/notes/crisis-ack', { note: 'checkIn', id: goalId });
    // Assess
    expect(signedOut.status).toBe(401);
    expect(notTheirs).toMatchObject({ status: 404, body: { message: GOAL_NOT_FOUND_MESSAGE } });
    expect(noCheckIn).toMatchObject({ status: 404, body: { message: DAILY_CHECK_IN_NOT_FOUND_MESSAGE } });
    expect(badId.status).toBe(400);
    const goals = (await owner.get('/api/goals')).body.goals as { safety?: NoteSafety }[];
    expect(goals[0]?.safety).toMatchObject({ tier: 'c', crisisScreen: true });
    expect((await itemsOfUser(uidOf(other))).some((item) => String(item.sk).startsWith('CHECKIN#'))).toBe(false);
  });
});

describe("a Basic user's memory note", () => {
  const referralsToday = async () => {
    const day = utcDay(new Date());
    return (await referralCounts(day, day)).find((count) => count.tier === 'c')?.count ?? 0;
  };

  it('at a crisis tier: screened first, so the refusal carries the help; the referral is counted and nothing is kept', async () => {
    // Prepare
    const caller = await userWithPlan(api.baseUrl, null, 'basic');
    const before = await referralsToday();
    // Act
    const res = await caller.post('/api/memories', { text: NOTES.c });
    // Assess
    expect(res).toMatchObject({
      status: 403,
      body: { message: MEMORY_PREMIUM_MESSAGE, safety: { tier: 'c', crisisScreen: true, help: HELP } },
    });
    expect(await referralsToday()).toBe(before + 1);
    expect((await caller.get('/api/memories')).body.memories).toEqual([]);
  });

  it('in ordinary words: the refusal as before, with no help', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'basic');

    const res = await caller.post('/api/memories', { text: NOTES.none });

    expect(res).toMatchObject({ status: 403, body: { message: MEMORY_PREMIUM_MESSAGE } });
    expect(res.body).not.toHaveProperty('safety');
  });
});
