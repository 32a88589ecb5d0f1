import { isFollowUpItem } from '../../functions/data/follow-ups';
import { referralCounts, utcDay } from '../../functions/data/referral-counts';
import { utcDateOf } from '#shared/calendar';
import { fixedReplyFor } from '#shared/crisis-help';
import type { CrisisTier } from '#shared/safety';
import { startApi, type Caller } from './api';
import { uidOf, userWithPlan } from './chats';
import { NOTES } from '../fixtures/crisis-notes';
import { itemsOfUser } from './table';

/**
 * What a user writes outside a chat is screened like a message (SAFETY.md 1, docs/safety.md "Notes
 * the user writes"): check-in notes, goal text and memory notes. A note that meets a crisis tier
 * is still saved; its answer carries the tier, the help and, at (b) and (c), the fixed text; the
 * referral is counted and (b) or (c) schedules the follow-up. The safety plan is never screened.
 * Against dynalite with no OpenAI key: the local screen decides.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

interface Answer {
  status: number;
  body: { safety?: { tier: CrisisTier; crisisScreen: boolean; help?: unknown; reply?: string } } & Record<string, unknown>;
}

/** Today's referral count of a tier (other tests count too, so tests compare deltas). */
async function referralsToday(tier: CrisisTier): Promise<number> {
  const today = utcDay(new Date());
  return (await referralCounts(today, today)).find((count) => count.tier === tier)?.count ?? 0;
}
const followUpOf = async (caller: Caller) => (await itemsOfUser(uidOf(caller))).find(isFollowUpItem);

/** Each kind of note: how it is written, and where it is then found saved. */
const KINDS: { kind: string; write: (caller: Caller, text: string) => Promise<Answer>; saved: (caller: Caller) => Promise<string[]> }[] = [
  {
    kind: 'a check-in note',
    write: (caller, text) => caller.put(`/api/check-ins/${utcDateOf(new Date())}`, { timeZone: 'UTC', mood: 1, note: text }),
    saved: async (caller) => ((await caller.get('/api/check-ins')).body.checkIns as { note?: string }[]).map((c) => c.note ?? ''),
  },
  {
    kind: 'a new goal',
    write: (caller, text) => caller.post('/api/goals', { text, chatGoal: 2 }),
    saved: async (caller) => ((await caller.get('/api/goals')).body.goals as { text: string }[]).map((goal) => goal.text),
  },
  {
    kind: 'a goal rewritten',
    write: async (caller, text) => {
      const { goalId } = (await caller.post('/api/goals', { text: 'Walk after lunch', chatGoal: 2 })).body.goal as { goalId: string };
      return caller.put(`/api/goals/${goalId}`, { text });
    },
    saved: async (caller) => ((await caller.get('/api/goals')).body.goals as { text: string }[]).map((goal) => goal.text),
  },
  {
    kind: 'a memory note',
    write: (caller, text) => caller.post('/api/memories', { text }),
    saved: async (caller) => ((await caller.get('/api/memories')).body.memories as { text: string }[]).map((memory) => memory.text),
  },
  {
    kind: 'a memory note rewritten',
    write: async (caller, text) => {
      const { memoryId } = (await caller.post('/api/memories', { text: 'I like running' })).body.memory as { memoryId: string };
      return caller.put(`/api/memories/${memoryId}`, { text });
    },
    saved: async (caller) => ((await caller.get('/api/memories')).body.memories as { text: string }[]).map((memory) => memory.text),
  },
];

describe.each(KINDS)('$kind is screened like a message', ({ write, saved }) => {
  it('an ordinary note is saved with no safety in the answer, no referral and no follow-up', async () => {
    // Prepare
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'noter');
    // Act
    const res = await write(caller, NOTES.none);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('safety');
    expect(await saved(caller)).toContain(NOTES.none);
    expect(await followUpOf(caller)).toBeUndefined();
  });

  it('tier (a): saved; the resources with the help, no fixed text, the referral counted, no follow-up', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'noter');
    const before = await referralsToday('a');

    const res = await write(caller, NOTES.a);

    expect(res).toMatchObject({
      status: 200,
      body: { safety: { tier: 'a', crisisScreen: false, help: { harm: 'suicide-self-harm', language: 'en' } } },
    });
    expect(res.body.safety).not.toHaveProperty('reply');
    expect(await saved(caller)).toContain(NOTES.a);
    expect(await referralsToday('a')).toBe(before + 1);
    expect(await followUpOf(caller)).toBeUndefined();
  });

  it.each(['b', 'c'] as const)(
    'tier (%s): saved; the fixed text and the help, the referral counted, the follow-up scheduled',
    async (tier) => {
      const caller = await userWithPlan(api.baseUrl, 'Premium', 'noter');
      const before = await referralsToday(tier);

      const res = await write(caller, NOTES[tier]);

      const help = { harm: 'suicide-self-harm', language: 'en' } as const;
      expect(res).toMatchObject({
        status: 200,
        body: { safety: { tier, crisisScreen: tier === 'c', help, reply: fixedReplyFor(tier, help) } },
      });
      expect(await saved(caller)).toContain(NOTES[tier]);
      expect(await referralsToday(tier)).toBe(before + 1);
      expect(await followUpOf(caller)).toBeDefined();
    },
  );
});

describe('the safety plan is never screened', () => {
  it('warning signs and means written at tier (c) are saved with no safety, no referral and no follow-up', async () => {
    // Prepare
    const caller = await userWithPlan(api.baseUrl, null, 'planner');
    const before = await referralsToday('c');
    const plan = { warningSigns: [NOTES.c, NOTES.b], copingSteps: [NOTES.a], contacts: [] };
    // Act
    const res = await caller.put('/api/user/safety-plan', plan);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('safety');
    expect(res.body.plan).toMatchObject(plan);
    expect(await referralsToday('c')).toBe(before);
    expect(await followUpOf(caller)).toBeUndefined();
  });
});
