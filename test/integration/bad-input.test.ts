import { Caller, signedInCaller, signupPayload, startApi, uniqueEmail } from './api';
import { profilesWithEmail } from './table';

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
