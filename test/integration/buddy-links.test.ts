import { putBuddyLink } from '../../functions/data/buddies';
import { claimBuddyPair } from '../../functions/data/buddy-pairs';
import { newTimeId } from '../../functions/data/time-id';
import { BUDDY_INVITE_NOT_FOUND_MESSAGE, BUDDY_INVITE_REFUSED_MESSAGE } from '#shared/error-messages';
import { startApi } from './api';
import { buddyCountOf, buddyItemsOf, seedBuddyUser, seedInvitations, setBuddyCount } from './buddy-invite-fixtures';

/**
 * One link per pair of people (docs/decisions/0050-accountability-buddies-links.md): accepting writes a
 * pair item with a condition before any place is taken, so two invitations between the same two
 * people accepted at once make one link; accepting withdraws the inviter's other invitations to
 * that person; removing or blocking ends every link between the two.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const tokenOf = (link: unknown): string => String(link).split('/').pop()!;
const accept = (
  invitee: { caller: { post: (path: string) => Promise<{ status: number; body: Record<string, unknown> }> } },
  token: string,
) => invitee.caller.post(`/api/buddies/invite/${token}/accept`);

describe('one link per pair', () => {
  it('ten invitations from one inviter accepted by their invitee at the same moment make one link, every round', async () => {
    for (let round = 0; round < 3; round++) {
      // Prepare
      const [robin, sam] = await Promise.all([
        seedBuddyUser(api.baseUrl, `pair-robin-${round}`, { firstName: 'Robin' }),
        seedBuddyUser(api.baseUrl, `pair-sam-${round}`, { firstName: 'Sam' }),
      ]);
      const tokens = await seedInvitations(robin.uid, 'Robin', 10);
      // Act
      const results = await Promise.all(tokens.map((token) => accept(sam, token)));
      // Assess
      expect(results.filter((res) => res.status === 200)).toHaveLength(1);
      expect(results.filter((res) => res.status === 409 && res.body.message === BUDDY_INVITE_REFUSED_MESSAGE)).toHaveLength(9);
      const [robinSide, samSide] = [await buddyItemsOf(robin.uid), await buddyItemsOf(sam.uid)];
      expect(robinSide).toEqual([expect.objectContaining({ buddyUid: sam.uid })]);
      expect(samSide).toEqual([expect.objectContaining({ buddyUid: robin.uid, buddyId: robinSide[0]!.buddyId })]);
      expect([await buddyCountOf(robin.uid), await buddyCountOf(sam.uid)]).toEqual([1, 1]);
    }
  }, 60_000);

  it('accepting withdraws the inviter’s other invitations to that person, however the address was written; others stay', async () => {
    const [robin, sam, tess] = await Promise.all([
      seedBuddyUser(api.baseUrl, 'withdraw-robin', { firstName: 'Robin' }),
      seedBuddyUser(api.baseUrl, 'withdraw-sam', { firstName: 'Sam' }),
      seedBuddyUser(api.baseUrl, 'withdraw-tess', { firstName: 'Tess' }),
    ]);
    const toSam = await robin.caller.post('/api/buddies/invites', { email: sam.email });
    const toSamAgain = await robin.caller.post('/api/buddies/invites', { email: sam.email.replace('@', '+buddies@').toUpperCase() });
    const toTess = await robin.caller.post('/api/buddies/invites', { email: tess.email });

    expect((await accept(sam, tokenOf(toSam.body.link))).status).toBe(200);

    expect((await robin.caller.get('/api/buddies/invites')).body.invites).toEqual([toTess.body.invite]);
    expect((await sam.caller.get(`/api/buddies/invite/${tokenOf(toSamAgain.body.link)}`)).body).toMatchObject({
      message: BUDDY_INVITE_NOT_FOUND_MESSAGE,
    });
    expect((await tess.caller.get(`/api/buddies/invite/${tokenOf(toTess.body.link)}`)).status).toBe(200);
  });

  it.each(['remove', 'block', 'decline and block'] as const)(
    '%s ends every link between the two, even two made before pairs were kept',
    async (how) => {
      // Prepare: two links between the same two people, as two accepts at once could make.
      const [robin, sam] = await Promise.all([
        seedBuddyUser(api.baseUrl, 'ends-robin', { firstName: 'Robin' }),
        seedBuddyUser(api.baseUrl, 'ends-sam', { firstName: 'Sam' }),
      ]);
      const since = new Date().toISOString();
      const buddyIds = [newTimeId(), newTimeId()];
      for (const buddyId of buddyIds) {
        await putBuddyLink(robin.uid, { buddyId, buddyUid: sam.uid, firstName: 'Sam', since });
        await putBuddyLink(sam.uid, { buddyId, buddyUid: robin.uid, firstName: 'Robin', since });
      }
      await Promise.all([setBuddyCount(robin.uid, 2), setBuddyCount(sam.uid, 2)]);
      // A copied link from before, still open: declining it can block too.
      const [token] = await seedInvitations(robin.uid, 'Robin', 1);

      // Act
      const res =
        how === 'remove'
          ? await sam.caller.delete(`/api/buddies/${buddyIds[0]}`)
          : how === 'block'
            ? await sam.caller.post(`/api/buddies/${buddyIds[0]}/block`)
            : await sam.caller.post(`/api/buddies/invite/${token}/decline`, { block: true });

      // Assess
      expect(res.status).toBe(200);
      expect([await buddyItemsOf(robin.uid), await buddyItemsOf(sam.uid)]).toEqual([[], []]);
      expect([await buddyCountOf(robin.uid), await buddyCountOf(sam.uid)]).toEqual([0, 0]);
      expect((await robin.caller.get('/api/buddies')).body.buddies).toEqual([]);
    },
  );

  it('after a removal the two can be buddies again', async () => {
    const [robin, sam] = await Promise.all([
      seedBuddyUser(api.baseUrl, 'again-robin', { firstName: 'Robin' }),
      seedBuddyUser(api.baseUrl, 'again-sam', { firstName: 'Sam' }),
    ]);
    const [first, second] = await seedInvitations(robin.uid, 'Robin', 2);
    const { buddyId } = (await accept(sam, first!)).body.buddy as { buddyId: string };

    expect((await robin.caller.delete(`/api/buddies/${buddyId}`)).status).toBe(200);
    const again = await accept(sam, second!);

    expect(again.status).toBe(200);
    expect([await buddyCountOf(robin.uid), await buddyCountOf(sam.uid)]).toEqual([1, 1]);
  });

  it('a pair left behind by an accept that stopped half-way does not keep the two apart', async () => {
    const [robin, sam] = await Promise.all([
      seedBuddyUser(api.baseUrl, 'stale-robin', { firstName: 'Robin' }),
      seedBuddyUser(api.baseUrl, 'stale-sam', { firstName: 'Sam' }),
    ]);
    // A pair written an hour ago whose links were never written.
    await claimBuddyPair(robin.uid, sam.uid, {
      buddyId: newTimeId(Date.now() - 3_600_000),
      at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const [token] = await seedInvitations(robin.uid, 'Robin', 1);

    expect((await accept(sam, token!)).status).toBe(200);
    expect(await buddyItemsOf(sam.uid)).toHaveLength(1);
  });
});
