import { SAFETY_PLAN_LIMITS } from '#shared/safety';
import { signedInCaller, startApi, uniqueEmail, type Caller } from './api';
import { uidOf } from './chats';
import { itemsOfUser } from './table';

/** The user's own safety plan: GET and PUT /api/user/safety-plan, against dynalite. */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PLAN = {
  warningSigns: ['  I stop answering my friends  ', 'I stay in bed all day'],
  copingSteps: ['Walk round the block', 'Listen to my playlist'],
  contacts: [{ name: 'Sam', phone: '555-0100' }],
};
const storedPlan = async (caller: Caller) => (await itemsOfUser(uidOf(caller))).find((item) => item.sk === 'SAFETY_PLAN');

describe('the safety plan', () => {
  it('is empty lists before the first save', async () => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('planless'));

    const res = await caller.get('/api/user/safety-plan');

    expect(res).toMatchObject({ status: 200, body: { success: true, plan: { warningSigns: [], copingSteps: [], contacts: [] } } });
    expect(res.body).not.toHaveProperty('updatedAt');
  });

  it('PUT saves it trimmed and answers it with updatedAt; GET reads it back; a new PUT replaces it whole', async () => {
    // Prepare
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('planner'));
    // Act
    const saved = await caller.put('/api/user/safety-plan', PLAN);
    const read = await caller.get('/api/user/safety-plan');
    const replaced = await caller.put('/api/user/safety-plan', { warningSigns: [], copingSteps: ['Breathe'], contacts: [] });
    // Assess
    const expected = { ...PLAN, warningSigns: ['I stop answering my friends', 'I stay in bed all day'] };
    expect(saved).toMatchObject({ status: 200, body: { success: true, plan: expected, updatedAt: expect.any(String) } });
    expect(Math.abs(Date.parse(String(saved.body.updatedAt)) - Date.now())).toBeLessThan(60_000);
    expect(read.body).toEqual(saved.body);
    expect(replaced.body.plan).toEqual({ warningSigns: [], copingSteps: ['Breathe'], contacts: [] });
    expect(await storedPlan(caller)).toMatchObject({ pk: `USER#${uidOf(caller)}`, sk: 'SAFETY_PLAN', copingSteps: ['Breathe'] });
  });

  it('stores no blank row and answers the plan as stored, which GET reads back', async () => {
    // Prepare: rows left empty or holding only spaces, as a form or another client may send them.
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('blank-rows'));
    const sent = {
      warningSigns: ['', '  I stay in bed all day ', '   '],
      copingSteps: [' ', ''],
      contacts: [
        { name: '', phone: '' },
        { name: 'Sam', phone: '' },
        { name: ' ', phone: ' ' },
        { name: '', phone: '555-0100' },
      ],
    };
    // Act
    const saved = await caller.put('/api/user/safety-plan', sent);
    // Assess
    const cleaned = {
      warningSigns: ['I stay in bed all day'],
      copingSteps: [],
      contacts: [
        { name: 'Sam', phone: '' },
        { name: '', phone: '555-0100' },
      ],
    };
    expect(saved).toMatchObject({ status: 200, body: { success: true, plan: cleaned } });
    expect((await caller.get('/api/user/safety-plan')).body.plan).toEqual(cleaned);
    expect(await storedPlan(caller)).toMatchObject(cleaned);
  });

  it("is each user's own", async () => {
    const owner = await signedInCaller(api.baseUrl, uniqueEmail('own'));
    const other = await signedInCaller(api.baseUrl, uniqueEmail('other'));
    await owner.put('/api/user/safety-plan', PLAN);

    expect((await other.get('/api/user/safety-plan')).body.plan).toEqual({ warningSigns: [], copingSteps: [], contacts: [] });
  });

  const tooMany = Array.from({ length: SAFETY_PLAN_LIMITS.items + 1 }, (_, i) => `sign ${i}`);
  it.each<[string, unknown, string]>([
    ['a missing list', { warningSigns: [], contacts: [] }, 'copingSteps'],
    ['too many items', { ...PLAN, warningSigns: tooMany }, 'warningSigns'],
    ['an item too long', { ...PLAN, copingSteps: ['x'.repeat(SAFETY_PLAN_LIMITS.itemLength + 1)] }, 'copingSteps.0'],
    ['an item that is not text', { ...PLAN, copingSteps: [42] }, 'copingSteps.0'],
    ['a contact without a phone', { ...PLAN, contacts: [{ name: 'Sam' }] }, 'contacts.0.phone'],
    ['an unknown field', { ...PLAN, notes: 'x' }, 'notes'],
  ])('%s: 400 naming the field, nothing stored', async (_case, body, field) => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('bad-plan'));

    const res = await caller.put('/api/user/safety-plan', body);

    expect(res).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST' } });
    expect(res.body.fields).toHaveProperty([field]);
    expect(String(res.body.message)).toContain(field);
    expect(await storedPlan(caller)).toBeUndefined();
  });
});
