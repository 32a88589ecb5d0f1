import { addressAgeGroupKey } from '../../functions/data/address-age-groups';
import { Caller, signupPayload, startApi, uniqueEmail } from './api';
import { itemsOf, profilesWithEmail } from './table';

/**
 * A sign-up that fails half-way (here: the e-mail cannot be sent) must leave no account behind,
 * or the address would be blocked for good. This file's handlers send mail through SES at an
 * address where nothing listens.
 */
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  process.env.MAIL_TRANSPORT = 'ses';
  process.env.AWS_ENDPOINT_URL_SESV2 = 'http://127.0.0.1:9';
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
  api = await startApi();
});
afterAll(() => api.close());

it('rolls back the identity, the profile and its address’s age group when the verification e-mail fails', async () => {
  const email = uniqueEmail('rollback');
  const caller = new Caller(api.baseUrl);

  const res = await caller.post('/api/auth/', signupPayload(email));

  expect(res.status).toBe(500);
  expect(res.body).toMatchObject({ success: false, code: 'INTERNAL' });
  expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|SES/);
  expect(await profilesWithEmail(email)).toHaveLength(0);
  expect(await itemsOf(addressAgeGroupKey(email).pk)).toEqual([]);
  // The e-mail is free again: Firebase no longer knows it.
  const login = await caller.post('/api/auth/login', { email, password: 'Passw0rd!' });
  expect(login.status).toBe(401);
});
