import { windowStart } from '../../functions/data/rate-limits';
import { BUDDY_LIMITS } from '#shared/buddies';
import { buddyInvitesPerAddressMessage, buddyInvitesPerDayMessage } from '#shared/error-messages';
import { mailsTo, startApi, uniqueEmail } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';

/**
 * How often invitations go out (docs/decisions/0050-accountability-buddies-links.md): a sender is limited
 * per day and per address they invite, and refused with the real wait; an address gets at most so
 * many invitation e-mails a day from everyone together, past which invitations are still made
 * (the link works) but not e-mailed, and the sender cannot tell.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const DAY_SECONDS = 86_400;
/** What is left of the day's window at `ms`: the limits count in fixed UTC days. */
const waitAt = (ms: number): number => (windowStart(ms, DAY_SECONDS) + DAY_SECONDS) * 1000 - ms;
const invitationMails = async (to: string) => (await mailsTo(api.baseUrl, to)).filter((mail) => mail.text.includes('/buddies/invite/'));
const sender = (label: string) => seedBuddyUser(api.baseUrl, label, { firstName: 'Robin' });

/** Runs `act` and answers the messages `message` gives for the wait before and after it (the clock may pass a minute meanwhile). */
async function withWait<T>(message: (waitMs: number) => string, act: () => Promise<T>): Promise<{ result: T; expected: string[] }> {
  const before = Date.now();
  const result = await act();
  return { result, expected: [message(waitAt(before)), message(waitAt(Date.now()))] };
}

describe('invitation limits', () => {
  it('strangers inviting an address do not stop a friend’s invitation to it', async () => {
    const address = uniqueEmail('popular');
    const strangers = await Promise.all([0, 1, 2].map((i) => sender(`stranger-${i}`)));
    for (const stranger of strangers) expect((await stranger.caller.post('/api/buddies/invites', { email: address })).status).toBe(200);
    const friend = await sender('friend');

    const res = await friend.caller.post('/api/buddies/invites', { email: address });

    expect(res.status).toBe(200);
    expect(await invitationMails(address)).toHaveLength(4);
  });

  it(`one sender invites one address at most ${BUDDY_LIMITS.invitesPerAddress} times a day, however it is written; then the real wait`, async () => {
    const robin = await sender('pair-limit');
    const address = uniqueEmail('pair');
    const spellings = [address, address.replace('@', '+one@').toUpperCase(), address.replace('@', '+two@')];
    for (const email of spellings) expect((await robin.caller.post('/api/buddies/invites', { email })).status).toBe(200);

    const { result: refused, expected } = await withWait(buddyInvitesPerAddressMessage, () =>
      robin.caller.post('/api/buddies/invites', { email: address }),
    );
    const elsewhere = await robin.caller.post('/api/buddies/invites', { email: uniqueEmail('elsewhere') });

    expect(refused).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED' } });
    expect(expected).toContain(refused.body.message);
    expect(elsewhere.status).toBe(200);
  });

  it(`a sender's invitations past ${BUDDY_LIMITS.invitesPerDay} a day are refused with the real wait`, async () => {
    const robin = await sender('day-limit');
    const links = [];
    for (let i = 0; i < BUDDY_LIMITS.invitesPerDay; i++) links.push(await robin.caller.post('/api/buddies/invites', {}));
    expect(links.map((res) => res.status)).toEqual(links.map(() => 200));
    // One taken back, so the pending cap leaves room: only the day's count refuses.
    expect((await robin.caller.delete(`/api/buddies/invites/${(links[0]!.body.invite as { inviteId: string }).inviteId}`)).status).toBe(
      200,
    );

    const { result: refused, expected } = await withWait(buddyInvitesPerDayMessage, () => robin.caller.post('/api/buddies/invites', {}));

    expect(refused).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED' } });
    expect(expected).toContain(refused.body.message);
  });

  it(`past ${BUDDY_LIMITS.mailsPerAddress} e-mails a day to one address, invitations are made but not e-mailed, and the sender cannot tell`, async () => {
    const address = uniqueEmail('flooded');
    const senders = await Promise.all(Array.from({ length: BUDDY_LIMITS.mailsPerAddress + 1 }, (_, i) => sender(`flood-${i}`)));
    const answers = [];
    for (const one of senders) answers.push(await one.caller.post('/api/buddies/invites', { email: address }));
    const invitee = await seedBuddyUser(api.baseUrl, 'flooded-invitee');

    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(answers.at(-1)!.body).toEqual({ success: true, invite: expect.objectContaining({ email: address }), link: expect.any(String) });
    expect(await invitationMails(address)).toHaveLength(BUDDY_LIMITS.mailsPerAddress);
    // Not e-mailed, but the invitation stands: its link, passed on by hand, works.
    const token = String(answers.at(-1)!.body.link).split('/').pop();
    expect((await invitee.caller.get(`/api/buddies/invite/${token}`)).status).toBe(200);
  });
});
