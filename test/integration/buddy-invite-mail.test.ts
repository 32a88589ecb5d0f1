import { BUDDY_INVITE_SUBJECT } from '../../functions/domain/mail/buddy-invite-email';
import type { AgeConfirmation } from '#shared/safety';
import { mailsTo, signedInCaller, startApi, uniqueEmail } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';

/**
 * What an invitation carries to another person, on the local stack against dynalite: no e-mail
 * from an account of one age group to an address of the other, told to nobody, and no hidden
 * character of a stored name in anything another person reads (the e-mail, the preview, the
 * board, the cheers).
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const invitationMails = async (to: string) => (await mailsTo(api.baseUrl, to)).filter((mail) => mail.subject === BUDDY_INVITE_SUBJECT);

/** An account signed up through the API (the emulator, the mailbox); its address. */
async function account(ageConfirmation: AgeConfirmation): Promise<string> {
  const email = uniqueEmail(ageConfirmation);
  await signedInCaller(api.baseUrl, email, { ageConfirmation });
  return email;
}

/** The answer to an invitation by e-mail, as anyone receives it: only the address differs. */
const sentAnswer = (email: string) => ({
  success: true,
  invite: { inviteId: expect.any(String), email, createdAt: expect.any(String), expiresAt: expect.any(String) },
  link: expect.stringMatching(/\/buddies\/invite\/[A-Za-z0-9_-]{43}$/),
});

describe('an invitation to an address of the other age group', () => {
  it.each([
    { sender: 'an adult’s', from: 'adult', addressee: 'a minor’s', to: 'guardian' },
    { sender: 'a minor’s', from: 'guardian', addressee: 'an adult’s', to: 'adult' },
  ] as const)('from $sender account to $addressee address answers as sent, and no e-mail goes', async ({ from, to }) => {
    const { caller } = await seedBuddyUser(api.baseUrl, `age-${from}`, { ageConfirmation: from });
    const [otherGroup, sameGroup, nobody] = [await account(to), await account(from), uniqueEmail('nobody')];

    const answers = await Promise.all([otherGroup, sameGroup, nobody].map((email) => caller.post('/api/buddies/invites', { email })));

    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers.map((res) => res.body)).toEqual([sentAnswer(otherGroup), sentAnswer(sameGroup), sentAnswer(nobody)]);
    expect(await invitationMails(otherGroup)).toEqual([]);
    expect(await invitationMails(sameGroup)).toHaveLength(1);
    expect(await invitationMails(nobody)).toHaveLength(1);
  });

  it('an account that answers the age question later is reached by its own age group from then on', async () => {
    const adult = await seedBuddyUser(api.baseUrl, 'age-asks', { ageConfirmation: 'adult' });
    // As a Google account made from /login is: no answer yet, which counts as a minor's.
    const later = await seedBuddyUser(api.baseUrl, 'age-later', { ageConfirmation: null });

    await adult.caller.post('/api/buddies/invites', { email: later.email });
    const before = (await invitationMails(later.email)).length;
    expect((await later.caller.put('/api/user/age-confirmation', { ageConfirmation: 'adult' })).status).toBe(200);
    await adult.caller.post('/api/buddies/invites', { email: later.email });

    expect([before, (await invitationMails(later.email)).length]).toEqual([0, 1]);
  });
});

describe('a name stored before the name rule', () => {
  it('reaches nobody with its control or direction characters: the e-mail, the preview, the board, the cheers', async () => {
    const robin = await seedBuddyUser(api.baseUrl, 'hidden', { firstName: '\u202ERo\u0000b\u001Bin\r\n' });
    const sam = await seedBuddyUser(api.baseUrl, 'sam', { firstName: 'Sam' });
    const friend = uniqueEmail('friend');

    const sent = await robin.caller.post('/api/buddies/invites', { email: friend });
    const token = String(sent.body.link).split('/').pop()!;
    const preview = await sam.caller.get(`/api/buddies/invite/${token}`);
    const accepted = await sam.caller.post(`/api/buddies/invite/${token}/accept`);
    const { buddyId } = accepted.body.buddy as { buddyId: string };
    expect((await robin.caller.post(`/api/buddies/${buddyId}/cheer`, { cheerId: 'proud' })).status).toBe(200);
    const [ownBoard, samsBoard] = await Promise.all([robin.caller.get('/api/buddies'), sam.caller.get('/api/buddies')]);

    const [mail] = await invitationMails(friend);
    expect(mail!.text).toContain('\nRobin invited you to be accountability buddies on Blue Guardian.\n');
    expect(preview.body).toMatchObject({ invite: { inviterFirstName: 'Robin' } });
    expect(accepted.body).toMatchObject({ buddy: { firstName: 'Robin' } });
    expect(ownBoard.body).toMatchObject({ me: { firstName: 'Robin' } });
    expect(samsBoard.body).toMatchObject({ buddies: [{ firstName: 'Robin' }], cheers: [{ fromFirstName: 'Robin' }] });
  });
});
