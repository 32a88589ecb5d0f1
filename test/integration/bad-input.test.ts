import { Caller, signedInCaller, signupPayload, startApi, uniqueEmail } from './api';
import { itemsOfUser, profilesWithEmail } from './table';
import { addDays, utcDateOf } from '#shared/calendar';

/** Bad input gets a 400 naming the field and writes nothing; protected routes refuse strangers. */
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** After a refused sign-up, neither a profile nor a Firebase account may exist for the e-mail. */
async function expectNoAccount(caller: Caller, email: string): Promise<void> {
  expect(await profilesWithEmail(email)).toHaveLength(0);
  const login = await caller.post('/api/auth/login', { email, password: 'Passw0rd!' });
  expect(login.status).toBe(401);
}

describe('refused sign-ups', () => {
  const cases: Array<[string, (email: string) => unknown, string]> = [
    ['a missing field', (email) => ({ ...signupPayload(email), firstName: undefined }), 'firstName'],
    ['a mistyped field', (email) => signupPayload(email, { password: 12345678 }), 'password'],
    ['an unknown field', (email) => signupPayload(email, { isAdmin: true }), 'isAdmin'],
    ['a weak password', (email) => signupPayload(email, { password: 'password' }), 'password'],
    ['an invalid e-mail', () => signupPayload('not an email'), 'email'],
    ['an oversized body', (email) => signupPayload(email, { lastName: 'x'.repeat(70 * 1024) }), 'body'],
  ];

  it.each(cases)('%s: 400 naming the field, nothing written', async (_label, body, field) => {
    const email = uniqueEmail('bad');
    const caller = new Caller(api.baseUrl);

    const res = await caller.post('/api/auth/', body(email));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.body.message).toContain(field);
    expect(res.body.fields).toHaveProperty([field]);
    await expectNoAccount(caller, email);
  });

  it('malformed JSON: 400 naming the body, nothing written', async () => {
    const email = uniqueEmail('malformed');
    const caller = new Caller(api.baseUrl);

    const res = await caller.request('POST', '/api/auth/', `{"email":"${email}",`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', fields: { body: 'The request body is not valid JSON.' } });
    await expectNoAccount(caller, email);
  });

  it('a body that is not JSON is refused with 415', async () => {
    const res = await new Caller(api.baseUrl).request('POST', '/api/auth/login', 'email=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
  });
});

describe('routing and sessions', () => {
  it('an unknown API path gets a JSON 404', async () => {
    const res = await new Caller(api.baseUrl).get('/api/no/such/route');
    expect(res).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND' } });
  });

  it.each(['%zz', '%', '%C3'])('a path parameter with malformed percent-encoding (%s) is a 400, not a server error', async (bad) => {
    const caller = await signedInCaller(api.baseUrl);
    const res = await caller.get(`/api/bot/chat/${bad}`);
    expect(res).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST' } });
  });

  it('loggedIn answers false, not 401, for a visitor', async () => {
    const res = await new Caller(api.baseUrl).get('/api/user/loggedIn');
    expect(res).toMatchObject({ status: 200, body: { status: false } });
  });
});

describe('refused goals, check-ins and memories', () => {
  const today = () => utcDateOf(new Date());
  const GOAL = { text: 'Walk after lunch', chatGoal: 2 };
  const CHECK_IN = { timeZone: 'Europe/London', mood: 3 };
  /** The user's issue-21 items: goals, check-ins and WHO-5 results. */
  const progressItems = async (caller: Caller) =>
    (await itemsOfUser(caller.cookies.get('uid')!)).filter((item) => /^(GOAL|CHECKIN|WHO5|MEMORY)#/.test(String(item.sk)));

  const cases: Array<[string, string, () => string, () => unknown, string]> = [
    ['goal: empty text', 'POST', () => '/api/goals', () => ({ ...GOAL, text: '   ' }), 'text'],
    ['goal: text over 140 characters', 'POST', () => '/api/goals', () => ({ ...GOAL, text: 'x'.repeat(141) }), 'text'],
    ['goal: a hidden direction character', 'POST', () => '/api/goals', () => ({ ...GOAL, text: 'Walk \u202Eafter lunch' }), 'text'],
    ['goal: a coaching goal that is not 1, 2 or 3', 'POST', () => '/api/goals', () => ({ ...GOAL, chatGoal: 4 }), 'chatGoal'],
    ['goal: 8 times a week', 'POST', () => '/api/goals', () => ({ ...GOAL, timesPerWeek: 8 }), 'timesPerWeek'],
    ['goal: a target date in the past', 'POST', () => '/api/goals', () => ({ ...GOAL, targetDate: addDays(today(), -3) }), 'targetDate'],
    ['goal: a target date that is no date', 'POST', () => '/api/goals', () => ({ ...GOAL, targetDate: '2026-02-30' }), 'targetDate'],
    ['goal: an unknown field', 'POST', () => '/api/goals', () => ({ ...GOAL, status: 'completed' }), 'status'],
    ['goal update: nothing to change', 'PUT', () => '/api/goals/01JAAAAAAAAAAAAAAAAAAAAAAA', () => ({}), 'body'],
    ['goal update: an unknown status', 'PUT', () => '/api/goals/01JAAAAAAAAAAAAAAAAAAAAAAA', () => ({ status: 'done' }), 'status'],
    ['goal update: a malformed id', 'PUT', () => '/api/goals/not-an-id', () => ({ status: 'paused' }), 'goalId'],
    ['goal suggestion: a malformed chat id', 'POST', () => '/api/goals/suggestion/not.a.chat', () => undefined, 'chatId'],
    ['check-in: mood 6', 'PUT', () => `/api/check-ins/${today()}`, () => ({ ...CHECK_IN, mood: 6 }), 'mood'],
    [
      'check-in: a note over 280 characters',
      'PUT',
      () => `/api/check-ins/${today()}`,
      () => ({ ...CHECK_IN, note: 'x'.repeat(281) }),
      'note',
    ],
    [
      'check-in: a control character in the note',
      'PUT',
      () => `/api/check-ins/${today()}`,
      () => ({ ...CHECK_IN, note: 'a\u0000b' }),
      'note',
    ],
    [
      'check-in: a time zone that is not one',
      'PUT',
      () => `/api/check-ins/${today()}`,
      () => ({ ...CHECK_IN, timeZone: 'GMT+2' }),
      'timeZone',
    ],
    ['check-in: a date two days ahead', 'PUT', () => `/api/check-ins/${addDays(today(), 2)}`, () => CHECK_IN, 'date'],
    ['check-in: a date that is no date', 'PUT', () => '/api/check-ins/2026-02-30', () => CHECK_IN, 'date'],
    ['check-in: a malformed goal id', 'PUT', () => `/api/check-ins/${today()}`, () => ({ ...CHECK_IN, goalIds: ['x'] }), 'goalIds.0'],
    ['memory: empty text', 'POST', () => '/api/memories', () => ({ text: ' ' }), 'text'],
    ['memory: text over 120 characters', 'POST', () => '/api/memories', () => ({ text: 'x'.repeat(121) }), 'text'],
    ['memory: a hidden control character', 'POST', () => '/api/memories', () => ({ text: 'Walks\u0000 help' }), 'text'],
    ['memory: an unknown field', 'POST', () => '/api/memories', () => ({ text: 'Walks help', source: 'coach' }), 'source'],
    ['memory update: a malformed id', 'PUT', () => '/api/memories/not-an-id', () => ({ text: 'Walks help' }), 'memoryId'],
    [
      'WHO-5: six answers',
      'POST',
      () => '/api/wellbeing/who5',
      () => ({ ...CHECK_IN, date: today(), answers: [1, 1, 1, 1, 1, 1] }),
      'answers',
    ],
  ];

  it.each(cases)('%s: 400 naming the field, nothing written', async (_label, method, path, body, field) => {
    const caller = await signedInCaller(api.baseUrl, uniqueEmail('bad-progress'));

    const res = await caller.request(method, path(), body());

    expect(res).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST' } });
    expect(res.body.message).toContain(field);
    expect(res.body.fields).toHaveProperty([field]);
    expect(await progressItems(caller)).toEqual([]);
  });
});
