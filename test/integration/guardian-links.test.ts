import { hashInviteToken, newInviteToken } from '../../functions/data/buddy-invites';
import { putGuardianInvite } from '../../functions/data/guardian-invites';
import { newTimeId } from '../../functions/data/time-id';
import { GUARDIAN_INVITE_SUBJECT, GUARDIAN_LINK_ENDED_SUBJECT } from '../../functions/domain/mail/guardian-emails';
import {
  GUARDIAN_BIRTH_YEAR_ADULT_MESSAGE,
  GUARDIAN_INVITE_NOT_FOUND_MESSAGE,
  GUARDIAN_LINK_NOT_FOUND_MESSAGE,
  GUARDIAN_LINK_REFUSED_MESSAGE,
  GUARDIAN_MINIMUM_AGE_MESSAGE,
  GUARDIAN_OTHER_ADDRESS_MESSAGE,
  GUARDIAN_ONLY_WITH_CONSENT_MESSAGE,
  GUARDIAN_OWN_ADDRESS_MESSAGE,
  GUARDIAN_SENT_INVITE_NOT_FOUND_MESSAGE,
  GUARDIAN_TOO_MANY_MESSAGE,
  GUARDIAN_TOO_MANY_PENDING_MESSAGE,
} from '#shared/error-messages';
import { BUDDY_LIMITS } from '#shared/buddies';
import { GUARDIAN_RULES } from '#shared/guardian';
import type { AgeConfirmation } from '#shared/safety';
import { Caller, latestMailTo, mailsTo, oobCodeIn, signupPayload, startApi, uniqueEmail } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';
import { uidOf } from './chats';
import { itemsOfUser, profilesWithEmail } from './table';

/**
 * A guardian's consent on the local stack against dynalite: the sign-up that asks a guardian,
 * the e-mail, the preview, confirming, the two-guardian cap under a race, listing and ending from
 * either side, resending and cancelling, the buddy rule, and the export and deletion of both sides.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const YEAR = new Date().getUTCFullYear();
const TEEN_YEAR = YEAR - 15;

interface Person {
  caller: Caller;
  uid: string;
  email: string;
}

/** Signs a person up through the API (the emulator, the mailbox) and logs them in. */
async function person(
  firstName: string,
  ageConfirmation: AgeConfirmation,
  extra: Record<string, unknown> = {},
  email = uniqueEmail(firstName.toLowerCase()),
): Promise<Person> {
  const caller = new Caller(api.baseUrl);
  const signup = await caller.post('/api/auth/', signupPayload(email, { firstName, lastName: 'Quill', ageConfirmation, ...extra }));
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const verification = (await mailsTo(api.baseUrl, email)).find((mail) => mail.text.includes('/email-verified'));
  await caller.post('/api/auth/verify-email', { oobCode: oobCodeIn(verification!.text) });
  const login = await caller.post('/api/auth/login', { email, password: 'Passw0rd!' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { caller, uid: uidOf(caller), email };
}

const tokenIn = (text: string): string => /\/guardian\/confirm\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
const requestMails = async (to: string) => (await mailsTo(api.baseUrl, to)).filter((mail) => mail.subject === GUARDIAN_INVITE_SUBJECT);
const endedMails = async (to: string) => (await mailsTo(api.baseUrl, to)).filter((mail) => mail.subject === GUARDIAN_LINK_ENDED_SUBJECT);

/** A teen who signed up naming `guardianEmail`, and the token of the e-mail the guardian got. */
async function teenAsking(guardianEmail: string, firstName = 'Robin'): Promise<Person & { token: string }> {
  const teen = await person(firstName, 'guardian', { birthYear: TEEN_YEAR, guardianEmail });
  const mail = (await requestMails(guardianEmail))[0];
  return { ...teen, token: tokenIn(mail!.text) };
}

/** A teen linked to a new guardian through the sign-up, the e-mail and the confirmation. */
async function linkedPair(): Promise<{ teen: Person; guardian: Person; linkId: string }> {
  const guardianEmail = uniqueEmail('parent');
  const teen = await teenAsking(guardianEmail);
  const guardian = await person('Morgan', 'adult', {}, guardianEmail);
  const res = await guardian.caller.post(`/api/guardian/invite/${teen.token}/accept`);
  if (res.status !== 200) throw new Error(`accept failed: ${JSON.stringify(res.body)}`);
  return { teen, guardian, linkId: (res.body.teen as { linkId: string }).linkId };
}

describe('a sign-up with a guardian’s consent', () => {
  it('e-mails the guardian a link with the teen’s first name as the only word of theirs, and the link explains itself signed out', async () => {
    const guardianEmail = uniqueEmail('parent');
    const teen = await teenAsking(guardianEmail, 'Robin');
    const [mail] = await requestMails(guardianEmail);

    const preview = await new Caller(api.baseUrl).get(`/api/guardian/invite/${teen.token}`);

    expect(mail!.text).toContain('Robin has signed up for Blue Guardian and asked you to confirm');
    // Nothing else of the teen: no last name, no address, no birth year.
    expect(mail!.text).not.toContain('Quill');
    expect(mail!.text).not.toContain(teen.email);
    expect(mail!.text).not.toContain(String(TEEN_YEAR));
    expect(mail!.subject).not.toContain('Robin');
    expect(preview).toMatchObject({
      status: 200,
      body: { success: true, invite: { teenFirstName: 'Robin', expiresAt: expect.any(String) } },
    });
    expect(Object.keys(preview.body.invite as object).sort()).toEqual(['expiresAt', 'teenFirstName']);
  });

  it('the guardian confirms by signing in with that address; each side lists the other by first name only', async () => {
    const { teen, guardian, linkId } = await linkedPair();

    const asGuardian = await guardian.caller.get('/api/guardian/links');
    const asTeen = await teen.caller.get('/api/guardian/links');

    expect(asGuardian.body).toEqual({
      success: true,
      teens: [{ linkId, firstName: 'Robin', since: expect.any(String) }],
      guardians: [],
      invites: [],
    });
    expect(asTeen.body).toEqual({
      success: true,
      teens: [],
      guardians: [{ linkId, firstName: 'Morgan', since: expect.any(String) }],
      invites: [],
    });
    expect(JSON.stringify(asGuardian.body)).not.toContain(teen.uid);
  });

  it.each([
    ['under the minimum age', { birthYear: YEAR - 12, guardianEmail: 'parent@example.com' }, GUARDIAN_MINIMUM_AGE_MESSAGE],
    ['a year that makes them an adult', { birthYear: YEAR - 20, guardianEmail: 'parent@example.com' }, GUARDIAN_BIRTH_YEAR_ADULT_MESSAGE],
    ['the teen’s own mailbox, written another way', { birthYear: TEEN_YEAR, guardianEmail: 'OWN' }, GUARDIAN_OWN_ADDRESS_MESSAGE],
    [
      'a guardian’s e-mail on an adult’s sign-up',
      { ageConfirmation: 'adult', birthYear: TEEN_YEAR, guardianEmail: 'parent@example.com' },
      GUARDIAN_ONLY_WITH_CONSENT_MESSAGE,
    ],
  ])('refuses %s with its own message, and makes no account', async (_name, extra, message) => {
    const email = uniqueEmail('young');
    const own = email.replace('@', '+tag@').toUpperCase();
    const body = signupPayload(email, {
      ageConfirmation: 'guardian',
      ...extra,
      ...(extra.guardianEmail === 'OWN' && { guardianEmail: own }),
    });

    const res = await new Caller(api.baseUrl).post('/api/auth/', body);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message });
    expect(await profilesWithEmail(email)).toEqual([]);
    expect(await latestMailTo(api.baseUrl, email)).toBeUndefined();
  });

  it('refuses a birth year that is not a year', async () => {
    const email = uniqueEmail('young');
    const res = await new Caller(api.baseUrl).post(
      '/api/auth/',
      signupPayload(email, { ageConfirmation: 'guardian', birthYear: 'fifteen', guardianEmail: 'parent@example.com' }),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Birth year must be a year, such as 2010.');
    expect(await profilesWithEmail(email)).toEqual([]);
  });
});

describe('confirming', () => {
  it('refuses an account at another address (the link staying open) and the teen’s own link, linking nothing', async () => {
    const guardianEmail = uniqueEmail('parent');
    const teen = await teenAsking(guardianEmail);
    const stranger = await seedBuddyUser(api.baseUrl, 'stranger');

    const own = await teen.caller.post(`/api/guardian/invite/${teen.token}/accept`);
    const other = await stranger.caller.post(`/api/guardian/invite/${teen.token}/accept`);
    const again = await stranger.caller.post(`/api/guardian/invite/${teen.token}/accept`);

    expect(own.body).toEqual({ success: false, code: 'NOT_FOUND', message: GUARDIAN_INVITE_NOT_FOUND_MESSAGE });
    expect(other.body).toEqual({ success: false, code: 'CONFLICT', message: GUARDIAN_OTHER_ADDRESS_MESSAGE });
    // The link stays open for the address it was sent to.
    expect(again.body).toEqual(other.body);
    expect((await new Caller(api.baseUrl).get(`/api/guardian/invite/${teen.token}`)).status).toBe(200);
    expect((await teen.caller.get('/api/guardian/links')).body).toMatchObject({ guardians: [], invites: [expect.any(Object)] });
    expect((await stranger.caller.get('/api/guardian/links')).body).toMatchObject({ teens: [] });
  });

  it('refuses a minor’s account as a guardian', async () => {
    const guardianEmail = uniqueEmail('sibling');
    const teen = await teenAsking(guardianEmail);
    const sibling = await seedBuddyUser(api.baseUrl, 'sibling', { ageConfirmation: 'guardian', email: guardianEmail });

    const res = await sibling.caller.post(`/api/guardian/invite/${teen.token}/accept`);

    expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: GUARDIAN_LINK_REFUSED_MESSAGE });
    // Used up: one account per address, so the same answer would come again; the teen sends another.
    expect((await new Caller(api.baseUrl).get(`/api/guardian/invite/${teen.token}`)).status).toBe(404);
    expect((await teen.caller.get('/api/guardian/links')).body).toMatchObject({ guardians: [] });
  });

  it(`links at most ${GUARDIAN_RULES.maxGuardians} guardians when many confirm at once`, async () => {
    const teen = await seedBuddyUser(api.baseUrl, 'teen', { ageConfirmation: 'guardian', firstName: 'Robin' });
    const guardians = await Promise.all(Array.from({ length: 6 }, (_, i) => seedBuddyUser(api.baseUrl, `parent${i}`)));
    const expiresAt = new Date(Math.floor(Date.now() / 1000 + 86_400) * 1000).toISOString();
    const tokens = await Promise.all(
      guardians.map(async (guardian) => {
        const token = newInviteToken();
        const invitation = {
          inviteId: newTimeId(),
          teenUid: teen.uid,
          teenFirstName: 'Robin',
          email: guardian.email,
          createdAt: new Date().toISOString(),
          expiresAt,
        };
        await putGuardianInvite(invitation, hashInviteToken(token));
        return token;
      }),
    );

    const answers = await Promise.all(guardians.map((guardian, i) => guardian.caller.post(`/api/guardian/invite/${tokens[i]}/accept`)));

    expect(answers.filter((res) => res.status === 200)).toHaveLength(GUARDIAN_RULES.maxGuardians);
    for (const res of answers.filter((answer) => answer.status !== 200)) {
      expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: GUARDIAN_TOO_MANY_MESSAGE });
    }
    const links = await teen.caller.get('/api/guardian/links');
    expect(links.body.guardians).toHaveLength(GUARDIAN_RULES.maxGuardians);
    expect((await itemsOfUser(teen.uid)).find((item) => item.sk === 'PROFILE')).toMatchObject({
      guardianCount: GUARDIAN_RULES.maxGuardians,
    });
  });
});

describe('a teen’s requests', () => {
  it('resends with a new link (the old one stops working), cancels, and refuses a third one waiting', async () => {
    const teen = await seedBuddyUser(api.baseUrl, 'teen', { ageConfirmation: 'guardian', firstName: 'Robin' });
    const first = uniqueEmail('mum');
    const made = await teen.caller.post('/api/guardian/invites', { email: first });
    const inviteId = (made.body.invite as { inviteId: string }).inviteId;
    const oldToken = tokenIn((await requestMails(first))[0]!.text);

    const resent = await teen.caller.post(`/api/guardian/invites/${inviteId}/resend`);
    const newToken = tokenIn((await requestMails(first))[0]!.text);
    await teen.caller.post('/api/guardian/invites', { email: uniqueEmail('dad') });
    const third = await teen.caller.post('/api/guardian/invites', { email: uniqueEmail('aunt') });
    const newId = (resent.body.invite as { inviteId: string }).inviteId;
    const cancelled = await teen.caller.delete(`/api/guardian/invites/${newId}`);
    const cancelledAgain = await teen.caller.delete(`/api/guardian/invites/${newId}`);

    expect(resent).toMatchObject({ status: 200, body: { invite: { email: first } } });
    expect(newToken).not.toBe(oldToken);
    expect((await new Caller(api.baseUrl).get(`/api/guardian/invite/${oldToken}`)).status).toBe(404);
    expect(third.body).toEqual({ success: false, code: 'CONFLICT', message: GUARDIAN_TOO_MANY_PENDING_MESSAGE });
    expect(cancelled.status).toBe(200);
    expect((await new Caller(api.baseUrl).get(`/api/guardian/invite/${newToken}`)).status).toBe(404);
    expect(cancelledAgain.body).toEqual({ success: false, code: 'NOT_FOUND', message: GUARDIAN_SENT_INVITE_NOT_FOUND_MESSAGE });
    expect((await teen.caller.get('/api/guardian/links')).body.invites).toHaveLength(1);
  });

  it('refuses the teen’s own mailbox and an adult’s account asking', async () => {
    const teen = await seedBuddyUser(api.baseUrl, 'teen', { ageConfirmation: 'guardian' });
    const adult = await seedBuddyUser(api.baseUrl, 'adult');

    const own = await teen.caller.post('/api/guardian/invites', { email: teen.email.toUpperCase() });
    const grown = await adult.caller.post('/api/guardian/invites', { email: uniqueEmail('parent') });
    const bad = await teen.caller.post('/api/guardian/invites', { email: 'not an address' });

    expect(own.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: GUARDIAN_OWN_ADDRESS_MESSAGE });
    expect(grown.body).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(bad.status).toBe(400);
    expect((await teen.caller.get('/api/guardian/links')).body.invites).toEqual([]);
  });
});

describe('limits and malformed input', () => {
  it('carries the buddy invitations’ limit per address, the real wait in the refusal, and keeps the waiting request', async () => {
    const teen = await seedBuddyUser(api.baseUrl, 'teen', { ageConfirmation: 'guardian' });
    const made = await teen.caller.post('/api/guardian/invites', { email: uniqueEmail('mum') });
    let inviteId = (made.body.invite as { inviteId: string }).inviteId;
    for (let sent = 1; sent < BUDDY_LIMITS.invitesPerAddress; sent++) {
      const resent = await teen.caller.post(`/api/guardian/invites/${inviteId}/resend`);
      inviteId = (resent.body.invite as { inviteId: string }).inviteId;
    }

    const over = await teen.caller.post(`/api/guardian/invites/${inviteId}/resend`);

    expect(over.status).toBe(429);
    expect(String(over.body.message)).toMatch(/^You can e-mail the same address 3 times a day\. You can send it again /);
    expect((await teen.caller.get('/api/guardian/links')).body.invites).toEqual([expect.objectContaining({ inviteId })]);
  });

  it('refuses malformed ids and links with a message naming them', async () => {
    const teen = await seedBuddyUser(api.baseUrl, 'teen', { ageConfirmation: 'guardian' });

    const link = await teen.caller.delete('/api/guardian/links/not-an-id');
    const invite = await teen.caller.delete('/api/guardian/invites/not-an-id');
    const token = await new Caller(api.baseUrl).get('/api/guardian/invite/short');

    expect(link.status).toBe(400);
    expect(JSON.stringify(link.body)).toContain('linkId is not a valid id.');
    expect(JSON.stringify(invite.body)).toContain('inviteId is not a valid id.');
    expect(JSON.stringify(token.body)).toContain('This link is not valid.');
  });
});

describe('ending a link', () => {
  it.each(['teen', 'guardian'] as const)(
    'ends from the %s’s side, and the other side gets an e-mail with only a first name',
    async (side) => {
      const { teen, guardian, linkId } = await linkedPair();
      const [ender, other] = side === 'teen' ? [teen, guardian] : [guardian, teen];

      const res = await ender.caller.delete(`/api/guardian/links/${linkId}`);
      const again = await ender.caller.delete(`/api/guardian/links/${linkId}`);

      expect(res.status).toBe(200);
      expect(again.body).toEqual({ success: false, code: 'NOT_FOUND', message: GUARDIAN_LINK_NOT_FOUND_MESSAGE });
      expect(await endedMails(ender.email)).toEqual([]);
      const [mail] = await endedMails(other.email);
      expect(mail!.text).toContain(side === 'teen' ? 'between you and Robin' : 'between you and Morgan');
      expect(mail!.text).not.toContain('Quill');
      for (const person of [teen, guardian]) {
        expect((await person.caller.get('/api/guardian/links')).body).toMatchObject({ teens: [], guardians: [] });
      }
      expect((await itemsOfUser(teen.uid)).find((item) => item.sk === 'PROFILE')).toMatchObject({ guardianCount: 0 });
    },
  );
});

describe('the side menu’s link to the guardian page', () => {
  it('the profile says a linked guardian is one, and stops saying so once the link ends', async () => {
    const { teen, guardian, linkId } = await linkedPair();

    expect((await guardian.caller.get('/api/user/')).body).toMatchObject({ isGuardian: true });
    expect((await teen.caller.get('/api/user/')).body).not.toHaveProperty('isGuardian');
    await teen.caller.delete(`/api/guardian/links/${linkId}`);
    expect((await guardian.caller.get('/api/user/')).body).not.toHaveProperty('isGuardian');
  });
});

describe('a guardian and their teen as buddies', () => {
  it('refuses a buddy invitation between them, either way', async () => {
    const { teen, guardian } = await linkedPair();
    for (const [from, to] of [
      [teen, guardian],
      [guardian, teen],
    ] as const) {
      const made = await from.caller.post('/api/buddies/invites', {});
      const token = String(made.body.link).split('/').pop();
      const res = await to.caller.post(`/api/buddies/invite/${token}/accept`);
      expect(res.status).toBe(409);
    }
    expect((await teen.caller.get('/api/buddies')).body).toMatchObject({ buddies: [] });
  });
});

describe('export and deletion', () => {
  it('both sides find the link in their export, the teen their birth year and waiting requests', async () => {
    const { teen, guardian, linkId } = await linkedPair();
    await teen.caller.post('/api/guardian/invites', { email: 'second.parent@example.com' });

    const teenExport = await teen.caller.get('/api/user/export');
    const guardianExport = await guardian.caller.get('/api/user/export');

    expect(teenExport.body.guardian).toEqual({
      birthYear: TEEN_YEAR,
      guardians: [{ linkId, firstName: 'Morgan', since: expect.any(String) }],
      teens: [],
      invites: [
        { inviteId: expect.any(String), email: 'second.parent@example.com', createdAt: expect.any(String), expiresAt: expect.any(String) },
      ],
    });
    expect(guardianExport.body.guardian).toEqual({
      guardians: [],
      teens: [{ linkId, firstName: 'Robin', since: expect.any(String) }],
      invites: [],
    });
  });

  it.each(['teen', 'guardian'] as const)('deleting the %s’s account ends the link and tells the other side', async (side) => {
    const { teen, guardian } = await linkedPair();
    const [leaver, other] = side === 'teen' ? [teen, guardian] : [guardian, teen];

    const res = await leaver.caller.delete('/api/user/', { password: 'Passw0rd!' });

    expect(res.status).toBe(200);
    expect(await endedMails(other.email)).toHaveLength(1);
    expect((await other.caller.get('/api/guardian/links')).body).toMatchObject({ teens: [], guardians: [] });
    expect(await itemsOfUser(leaver.uid)).toEqual([]);
    const remaining = (await itemsOfUser(other.uid)).filter((item) => String(item.sk).startsWith('GUARDIAN'));
    expect(remaining).toEqual([]);
  });
});
