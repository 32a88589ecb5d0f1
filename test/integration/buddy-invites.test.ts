import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import { hashInviteToken, invitationKey } from '../../functions/data/buddy-invites';
import { addressHash } from '../../functions/data/buddy-blocks';
import { BUDDY_INVITE_SUBJECT } from '../../functions/domain/mail/buddy-invite-email';
import { BUDDY_LIMITS } from '#shared/buddies';
import {
  BUDDY_INVITE_NOT_FOUND_MESSAGE,
  BUDDY_INVITE_OWN_ADDRESS_MESSAGE,
  BUDDY_INVITE_REFUSED_MESSAGE,
  BUDDY_INVITEE_FULL_MESSAGE,
  BUDDY_INVITER_FULL_MESSAGE,
  SENT_INVITE_NOT_FOUND_MESSAGE,
  TOO_MANY_PENDING_INVITES_MESSAGE,
} from '#shared/error-messages';
import type { AgeConfirmation } from '#shared/safety';
import { Caller, latestMailTo, mailsTo, oobCodeIn, signupPayload, startApi, uniqueEmail } from './api';
import { buddyCountOf, buddyItemsOf, seedBuddyUser, seedInvitations, setBuddyCount } from './buddy-invite-fixtures';
import { uidOf } from './chats';
import { itemsOfUser } from './table';

/**
 * Buddy invitations and blocking on the local stack against dynalite: e-mail, preview,
 * accept, decline, block, cancel, the caps on both sides, and the race of 100 accepts at once.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

interface Person {
  caller: Caller;
  uid: string;
  email: string;
}

/** Signs a person up through the API (the emulator, the mailbox), with their own first name and age answer. */
async function person(firstName: string, ageConfirmation: AgeConfirmation = 'adult'): Promise<Person> {
  const email = uniqueEmail(firstName.toLowerCase());
  const caller = new Caller(api.baseUrl);
  await caller.post('/api/auth/', signupPayload(email, { firstName, lastName: 'Zebedee', ageConfirmation }));
  await caller.post('/api/auth/verify-email', { oobCode: oobCodeIn((await latestMailTo(api.baseUrl, email))!.text) });
  const login = await caller.post('/api/auth/login', { email, password: 'Passw0rd!' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { caller, uid: uidOf(caller), email };
}

const tokenOf = (link: unknown): string => String(link).split('/').pop()!;

/** POST /api/buddies/invites; throws unless it succeeds; the link's token. */
async function invite(from: Person, email?: string): Promise<{ token: string; inviteId: string; link: string }> {
  const res = await from.caller.post('/api/buddies/invites', email === undefined ? {} : { email });
  if (res.status !== 200) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  const link = String(res.body.link);
  return { token: tokenOf(link), inviteId: (res.body.invite as { inviteId: string }).inviteId, link };
}

const notFoundBody = { success: false, code: 'NOT_FOUND', message: BUDDY_INVITE_NOT_FOUND_MESSAGE };
const refusedBody = { success: false, code: 'CONFLICT', message: BUDDY_INVITE_REFUSED_MESSAGE };
const invitationMails = async (to: string) => (await mailsTo(api.baseUrl, to)).filter((mail) => mail.subject === BUDDY_INVITE_SUBJECT);

describe('inviting by e-mail', () => {
  it('e-mails the link with the inviter’s first name only, stores only the token’s hash, and lists it', async () => {
    const robin = await person('Robin');
    const friend = uniqueEmail('friend');

    const res = await robin.caller.post('/api/buddies/invites', { email: friend });
    const list = await robin.caller.get('/api/buddies/invites');

    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        invite: {
          inviteId: expect.stringMatching(/^[0-9A-Z]{26}$/),
          email: friend,
          createdAt: expect.any(String),
          expiresAt: expect.any(String),
        },
        link: expect.stringMatching(/^http:\/\/localhost:\d+\/buddies\/invite\/[A-Za-z0-9_-]{43}$/),
      },
    });
    const { createdAt, expiresAt } = res.body.invite as { createdAt: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeGreaterThan((BUDDY_LIMITS.inviteDays * 86_400 - 1) * 1000);
    expect(list.body).toEqual({ success: true, invites: [res.body.invite] });
    const [mail] = await invitationMails(friend);
    expect(mail!.text).toContain('Robin invited you to be accountability buddies on Blue Guardian.');
    expect(mail!.text).toContain(String(res.body.link));
    expect(mail!.text).toContain('expires in 7 days');
    expect(mail!.text).not.toContain('Zebedee');
    expect(mail!.text).not.toContain(robin.email);
    const token = tokenOf(res.body.link);
    expect(JSON.stringify(await itemsOfUser(robin.uid))).not.toContain(token);
    expect(await itemsOfUser(robin.uid)).toContainEqual(expect.objectContaining({ tokenHash: hashInviteToken(token) }));
  });

  it('refuses the user’s own address (400), in any case', async () => {
    const robin = await person('Robin');
    const res = await robin.caller.post('/api/buddies/invites', { email: robin.email.toUpperCase() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: BUDDY_INVITE_OWN_ADDRESS_MESSAGE });
  });

  it(`refuses past ${BUDDY_LIMITS.pendingInvites} invitations waiting for an answer (409)`, async () => {
    const robin = await person('Robin');
    await seedInvitations(robin.uid, 'Robin', BUDDY_LIMITS.pendingInvites);
    const res = await robin.caller.post('/api/buddies/invites', {});
    expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: TOO_MANY_PENDING_INVITES_MESSAGE });
    expect((await robin.caller.get('/api/buddies/invites')).body.invites).toHaveLength(BUDDY_LIMITS.pendingInvites);
  });

  it('refuses an inviter who has five buddies already (409, kindly)', async () => {
    const robin = await person('Robin');
    await setBuddyCount(robin.uid, BUDDY_LIMITS.max);
    const res = await robin.caller.post('/api/buddies/invites', {});
    expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: BUDDY_INVITER_FULL_MESSAGE });
  });
});

describe('previewing and accepting', () => {
  it('shows the invitee who invites; the inviter’s own link and an unknown one are 404', async () => {
    const [robin, sam] = await Promise.all([person('Robin'), person('Sam')]);
    const { token } = await invite(robin);

    const preview = await sam.caller.get(`/api/buddies/invite/${token}`);
    const own = await robin.caller.get(`/api/buddies/invite/${token}`);
    const unknown = await sam.caller.get(`/api/buddies/invite/${'A'.repeat(43)}`);

    expect(preview.body).toEqual({ success: true, invite: { inviterFirstName: 'Robin', expiresAt: expect.any(String) } });
    expect(own.body).toEqual(notFoundBody);
    expect(unknown.body).toEqual(notFoundBody);
    expect((await robin.caller.post(`/api/buddies/invite/${token}/accept`)).body).toEqual(notFoundBody);
  });

  it('tells a signed-out visitor who invites, and only that; unknown links 404 and answering still needs a session', async () => {
    const robin = await person('Robin', 'adult');
    const { token } = await invite(robin);
    const visitor = new Caller(api.baseUrl);

    const preview = await visitor.get(`/api/buddies/invite/${token}`);
    const unknown = await visitor.get(`/api/buddies/invite/${'A'.repeat(43)}`);
    const accept = await visitor.post(`/api/buddies/invite/${token}/accept`);
    const decline = await visitor.post(`/api/buddies/invite/${token}/decline`, {});

    expect(preview).toMatchObject({ status: 200 });
    expect(preview.body).toEqual({ success: true, invite: { inviterFirstName: 'Robin', expiresAt: expect.any(String) } });
    expect(JSON.stringify(preview.body)).not.toMatch(/Zebedee|adult|@/);
    expect(unknown).toMatchObject({ status: 404, body: notFoundBody });
    expect([accept.status, decline.status]).toEqual([401, 401]);
    expect(await buddyCountOf(robin.uid)).toBe(0);
    // The refused answers closed nothing: the link still works.
    expect((await visitor.get(`/api/buddies/invite/${token}`)).status).toBe(200);
  });

  it('accepting links both sides with one buddyId and counts a place each; the link then 404s for anyone', async () => {
    const [robin, sam, third] = await Promise.all([person('Robin'), person('Sam'), person('Tess')]);
    const { token } = await invite(robin, sam.email);

    const accepted = await sam.caller.post(`/api/buddies/invite/${token}/accept`);
    const again = await sam.caller.post(`/api/buddies/invite/${token}/accept`);
    const other = await third.caller.post(`/api/buddies/invite/${token}/accept`);

    expect(accepted.body).toEqual({
      success: true,
      buddy: { buddyId: expect.stringMatching(/^[0-9A-Z]{26}$/), firstName: 'Robin', since: expect.any(String) },
    });
    const { buddyId } = accepted.body.buddy as { buddyId: string };
    expect(await buddyItemsOf(sam.uid)).toEqual([expect.objectContaining({ buddyId, buddyUid: robin.uid, firstName: 'Robin' })]);
    expect(await buddyItemsOf(robin.uid)).toEqual([expect.objectContaining({ buddyId, buddyUid: sam.uid, firstName: 'Sam' })]);
    expect([await buddyCountOf(robin.uid), await buddyCountOf(sam.uid)]).toEqual([1, 1]);
    expect(again.body).toEqual(notFoundBody);
    expect(other.body).toEqual(notFoundBody);
    expect((await robin.caller.get('/api/buddies/invites')).body.invites).toEqual([]);
    // Answered, the invitation is gone: nothing of Robin stays outside her own partition.
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: invitationKey(hashInviteToken(token)) }));
    expect(Item).toBeUndefined();
  });

  it('an expired invitation is 404 to preview and to accept', async () => {
    const [robin, sam] = await Promise.all([person('Robin'), person('Sam')]);
    const { token } = await invite(robin);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationKey(hashInviteToken(token)),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await sam.caller.get(`/api/buddies/invite/${token}`)).body).toEqual(notFoundBody);
    expect((await sam.caller.post(`/api/buddies/invite/${token}/accept`)).body).toEqual(notFoundBody);
    expect(await buddyCountOf(sam.uid)).toBe(0);
  });

  it('a minor and an adult are never linked: the same neutral 409, no link, no place taken', async () => {
    const [adult, minor] = await Promise.all([person('Robin', 'adult'), person('Mia', 'guardian')]);
    const { token } = await invite(adult);

    const res = await minor.caller.post(`/api/buddies/invite/${token}/accept`);

    expect(res).toMatchObject({ status: 409, body: refusedBody });
    expect([await buddyItemsOf(adult.uid), await buddyItemsOf(minor.uid)]).toEqual([[], []]);
    expect([await buddyCountOf(adult.uid), await buddyCountOf(minor.uid)]).toEqual([0, 0]);
  });

  it('an invitee with five buddies hears so, and the invitation stays open for later', async () => {
    const [robin, sam] = await Promise.all([person('Robin'), person('Sam')]);
    const { token } = await invite(robin);
    await setBuddyCount(sam.uid, BUDDY_LIMITS.max);

    const full = await sam.caller.post(`/api/buddies/invite/${token}/accept`);
    await setBuddyCount(sam.uid, BUDDY_LIMITS.max - 1);
    const later = await sam.caller.post(`/api/buddies/invite/${token}/accept`);

    expect(full).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: BUDDY_INVITEE_FULL_MESSAGE } });
    expect(later.status).toBe(200);
    expect([await buddyCountOf(robin.uid), await buddyCountOf(sam.uid)]).toEqual([1, BUDDY_LIMITS.max]);
  });

  it('an inviter who filled up meanwhile: the neutral 409, the invitee’s place given back, the link used up', async () => {
    const [robin, sam] = await Promise.all([person('Robin'), person('Sam')]);
    const { token } = await invite(robin);
    await setBuddyCount(robin.uid, BUDDY_LIMITS.max);

    const res = await sam.caller.post(`/api/buddies/invite/${token}/accept`);

    expect(res).toMatchObject({ status: 409, body: refusedBody });
    expect([await buddyCountOf(robin.uid), await buddyCountOf(sam.uid)]).toEqual([BUDDY_LIMITS.max, 0]);
    expect(await buddyItemsOf(sam.uid)).toEqual([]);
    expect((await sam.caller.get(`/api/buddies/invite/${token}`)).body).toEqual(notFoundBody);
  });
});

describe('declining, blocking and cancelling', () => {
  it('decline with block: the inviter’s next invitation to that address answers as sent, but sends and stores nothing', async () => {
    const [robin, sam] = await Promise.all([person('Robin'), person('Sam')]);
    const first = await invite(robin, sam.email);

    const declined = await sam.caller.post(`/api/buddies/invite/${first.token}/decline`, { block: true });
    const again = await robin.caller.post('/api/buddies/invites', { email: sam.email.toUpperCase() });

    expect(declined).toMatchObject({ status: 200, body: { success: true } });
    expect(again).toMatchObject({
      status: 200,
      body: { success: true, invite: { email: sam.email }, link: expect.any(String) },
    });
    expect(await invitationMails(sam.email)).toHaveLength(1);
    expect((await robin.caller.get('/api/buddies/invites')).body.invites).toEqual([again.body.invite]);
    // Nothing behind the link: it works for nobody.
    expect((await sam.caller.get(`/api/buddies/invite/${tokenOf(again.body.link)}`)).body).toEqual(notFoundBody);
    expect(await itemsOfUser(sam.uid)).toContainEqual(expect.objectContaining({ sk: `BUDDY_BLOCK#${robin.uid}`, firstName: 'Robin' }));
    // Cancelling it answers as any other cancel would.
    const cancelled = await robin.caller.delete(`/api/buddies/invites/${(again.body.invite as { inviteId: string }).inviteId}`);
    expect(cancelled.status).toBe(200);
  });

  it('a plain decline closes the link and blocks nobody; report blocks and records the report', async () => {
    const [robin, sam, tess] = await Promise.all([person('Robin'), person('Sam'), person('Tess')]);
    const plain = await invite(robin, sam.email);
    const reported = await invite(robin, tess.email);

    expect((await sam.caller.post(`/api/buddies/invite/${plain.token}/decline`, {})).status).toBe(200);
    expect((await tess.caller.post(`/api/buddies/invite/${reported.token}/decline`, { report: true })).status).toBe(200);

    expect((await sam.caller.get(`/api/buddies/invite/${plain.token}`)).body).toEqual(notFoundBody);
    expect((await itemsOfUser(sam.uid)).filter((item) => String(item.sk).startsWith('BUDDY_'))).toEqual([]);
    expect(await itemsOfUser(tess.uid)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sk: `BUDDY_BLOCK#${robin.uid}` }),
        expect.objectContaining({ sk: `BUDDY_REPORT#${reported.inviteId}`, inviterUid: robin.uid }),
      ]),
    );
    await invite(robin, tess.email);
    await invite(robin, sam.email);
    expect(await invitationMails(tess.email)).toHaveLength(1);
    expect(await invitationMails(sam.email)).toHaveLength(2);
    expect((await robin.caller.get('/api/buddies/invites')).body.invites).toHaveLength(2);
  });

  it('blocking a buddy ends the link on both sides, gives both places back, and silences their invitations', async () => {
    const [robin, sam] = await Promise.all([person('Robin'), person('Sam')]);
    const { token } = await invite(robin, sam.email);
    const { buddyId } = (await sam.caller.post(`/api/buddies/invite/${token}/accept`)).body.buddy as { buddyId: string };

    const stranger = await robin.caller.post(`/api/buddies/${buddyId}/block`.replace(buddyId, '0'.repeat(26)));
    const blocked = await sam.caller.post(`/api/buddies/${buddyId}/block`);
    await invite(robin, sam.email);

    expect(stranger.status).toBe(404);
    expect(blocked).toMatchObject({ status: 200, body: { success: true } });
    expect([await buddyItemsOf(robin.uid), await buddyItemsOf(sam.uid)]).toEqual([[], []]);
    expect([await buddyCountOf(robin.uid), await buddyCountOf(sam.uid)]).toEqual([0, 0]);
    expect(await invitationMails(sam.email)).toHaveLength(1);
    expect(await itemsOfUser(sam.uid)).toContainEqual(
      expect.objectContaining({ sk: `BUDDY_BLOCK#${robin.uid}`, addressHash: addressHash(sam.email) }),
    );
    expect((await robin.caller.post(`/api/buddies/${buddyId}/block`)).status).toBe(404);
  });

  it('a block made before also refuses a copied link from the blocked person (neutral 409)', async () => {
    const [robin, sam] = await Promise.all([person('Robin'), person('Sam')]);
    const first = await invite(robin);
    await sam.caller.post(`/api/buddies/invite/${first.token}/decline`, { block: true });
    const copied = await invite(robin);

    expect((await sam.caller.post(`/api/buddies/invite/${copied.token}/accept`)).body).toEqual(refusedBody);
    expect(await buddyItemsOf(sam.uid)).toEqual([]);
  });

  it('cancel: the inviter’s own pending invitation only; its link stops working', async () => {
    const [robin, sam] = await Promise.all([person('Robin'), person('Sam')]);
    const { token, inviteId } = await invite(robin);

    const bySomeoneElse = await sam.caller.delete(`/api/buddies/invites/${inviteId}`);
    const cancelled = await robin.caller.delete(`/api/buddies/invites/${inviteId}`);
    const twice = await robin.caller.delete(`/api/buddies/invites/${inviteId}`);

    expect(bySomeoneElse.body).toEqual({ success: false, code: 'NOT_FOUND', message: SENT_INVITE_NOT_FOUND_MESSAGE });
    expect(cancelled).toMatchObject({ status: 200, body: { success: true } });
    expect(twice.status).toBe(404);
    expect((await sam.caller.get(`/api/buddies/invite/${token}`)).body).toEqual(notFoundBody);
    expect((await sam.caller.post(`/api/buddies/invite/${token}/accept`)).body).toEqual(notFoundBody);
    expect((await robin.caller.get('/api/buddies/invites')).body.invites).toEqual([]);
  });
});

describe('the race', () => {
  it('100 accepts at once of 100 invitations from an inviter with four buddies make exactly one more, every round', async () => {
    const invitees = await Promise.all(Array.from({ length: 100 }, (_, i) => seedBuddyUser(api.baseUrl, `racer-${i}`)));
    for (let round = 0; round < 3; round++) {
      // Prepare: an inviter with four buddies already, and one invitation for each invitee.
      const inviter = await seedBuddyUser(api.baseUrl, `inviter-${round}`, { buddies: BUDDY_LIMITS.max - 1 });
      const tokens = await seedInvitations(inviter.uid, 'Robin', invitees.length);
      // Act
      const results = await Promise.all(invitees.map((invitee, i) => invitee.caller.post(`/api/buddies/invite/${tokens[i]}/accept`)));
      // Assess
      expect(results.filter((res) => res.status === 200)).toHaveLength(1);
      expect(results.filter((res) => res.status === 409 && res.body.message === BUDDY_INVITE_REFUSED_MESSAGE)).toHaveLength(99);
      expect(await buddyCountOf(inviter.uid)).toBe(BUDDY_LIMITS.max);
      expect(await buddyItemsOf(inviter.uid)).toHaveLength(BUDDY_LIMITS.max);
      const counts = await Promise.all(invitees.map((invitee) => buddyCountOf(invitee.uid)));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(round + 1);
    }
  }, 120_000);
});
