import { addressAgeGroupKey } from '../../functions/data/address-age-groups';
import { putBuddyLink, takeBuddyPlace } from '../../functions/data/buddies';
import { newTimeId } from '../../functions/data/time-id';
import { startApi, signedInCaller, uniqueEmail, type Caller } from './api';
import { uidOf } from './chats';
import { itemsOf, itemsOfUser, profileOf } from './table';

/**
 * Buddies and the account: the export lists them by first name only, and deleting an
 * account removes it from every buddy's board, with everything it left elsewhere.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Makes two signed-in users buddies, as an accepted invitation does. */
async function befriend(a: Caller, b: Caller): Promise<string> {
  const buddyId = newTimeId();
  const since = new Date().toISOString();
  await putBuddyLink(uidOf(a), { buddyId, buddyUid: uidOf(b), firstName: 'Bea', since });
  await putBuddyLink(uidOf(b), { buddyId, buddyUid: uidOf(a), firstName: 'Ada', since });
  expect(await takeBuddyPlace(uidOf(a))).toBe(true);
  expect(await takeBuddyPlace(uidOf(b))).toBe(true);
  return buddyId;
}

describe('buddies and the account', () => {
  it('deleting an account removes it from every buddy’s board, with its cheers, invitations, block and address lookups', async () => {
    const adaEmail = uniqueEmail('ada.leaves');
    const ada = await signedInCaller(api.baseUrl, adaEmail);
    const bea = await signedInCaller(api.baseUrl, uniqueEmail('bea.stays'));
    const cal = await signedInCaller(api.baseUrl, uniqueEmail('cal.blocked'));
    const buddyId = await befriend(ada, bea);
    expect((await ada.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'proud' })).status).toBe(200);
    // Cal declines an invitation from Ada and blocks her: a lookup keyed by Ada's uid.
    const toCal = await ada.post('/api/buddies/invites', {});
    const calToken = String(toCal.body.link).split('/').pop()!;
    expect((await cal.post(`/api/buddies/invite/${calToken}/decline`, { block: true })).status).toBe(200);
    expect(await itemsOf(`BUDDY_BLOCKED#${uidOf(ada)}`)).toHaveLength(1);
    // An invitation still waiting.
    const invite = await ada.post('/api/buddies/invites', {});
    const token = String(invite.body.link).split('/').pop()!;
    expect((await bea.get('/api/buddies')).body.buddies).toHaveLength(1);

    expect((await ada.delete('/api/user/', { password: 'Passw0rd!' })).status).toBe(200);

    const board = await bea.get('/api/buddies');
    expect(board.body.buddies).toEqual([]);
    expect(board.body.cheers).toEqual([]);
    expect((await itemsOfUser(uidOf(bea))).filter((item) => /^BUDDY/.test(String(item.sk)))).toEqual([]);
    expect((await profileOf(uidOf(bea)))?.buddyCount).toBe(0);
    expect((await bea.get(`/api/buddies/invite/${token}`)).status).toBe(404);
    expect(await itemsOf(`BUDDY_BLOCKED#${uidOf(ada)}`)).toEqual([]);
    expect(await itemsOf(addressAgeGroupKey(adaEmail).pk)).toEqual([]);
  });

  it('a buddy who has never checked in and shares only sessions shows 0 sessions on the board', async () => {
    const ada = await signedInCaller(api.baseUrl, uniqueEmail('ada.reads'));
    const bea = await signedInCaller(api.baseUrl, uniqueEmail('bea.new'));
    await befriend(ada, bea);
    await bea.put('/api/buddies/share', { sessions: true });

    const board = await ada.get('/api/buddies');

    expect(board).toMatchObject({ status: 200, body: { buddies: [{ firstName: 'Bea', shared: { sessions: 0 } }] } });
  });

  it('the export lists buddies by first name, never their account id', async () => {
    const ada = await signedInCaller(api.baseUrl, uniqueEmail('ada.exports'));
    const bea = await signedInCaller(api.baseUrl, uniqueEmail('bea.exported'));
    const buddyId = await befriend(ada, bea);
    await ada.put('/api/buddies/share', { streak: true });

    const exported = await ada.get('/api/user/export');

    expect(exported.body).toMatchObject({
      buddies: [{ buddyId, firstName: 'Bea', since: expect.any(String) }],
      buddyShare: { checkInDays: false, streak: true, goalsCompleted: false, sessions: false },
    });
    expect(JSON.stringify(exported.body)).not.toContain(uidOf(bea));
  });
});
