import { ADULTHOOD_CONFIRMED_MESSAGE, ADULTHOOD_NOT_A_TEEN_MESSAGE } from '#shared/error-messages';
import { addressAgeGroupKey } from '../../functions/data/address-age-groups';
import { scheduleAdulthood } from '../../functions/data/adulthood';
import { putBuddyLink } from '../../functions/data/buddies';
import { setBirthYear } from '../../functions/data/guardians';
import { newTimeId } from '../../functions/data/time-id';
import { runAdulthood } from '../../functions/domain/guardian/adulthood';
import { GUARDIAN_LINK_ENDED_SUBJECT } from '../../functions/domain/mail/guardian-emails';
import { Caller, mailsTo, signupPayload, startApi, uniqueEmail } from './api';
import { seedBuddyUser, setBuddyCount } from './buddy-invite-fixtures';
import { seedLinkedTeen } from './guardian-fixtures';
import { itemsOf, itemsOfUser, profileOf, profilesWithEmail } from './table';

/**
 * A teen's turning 18 on the local stack: from the birth year by the daily job (nobody has to come
 * back) or on the teen's next profile read, or confirmed by the teen. Every guardian link ends and
 * each guardian is told once, the account becomes an adult's, and buddy links with minors end.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const YEAR = new Date().getUTCFullYear();
const NEXT_NEW_YEAR = Date.UTC(YEAR + 1, 0, 1, 0, 15);

const endedMails = async (to: string) => (await mailsTo(api.baseUrl, to)).filter((mail) => mail.subject === GUARDIAN_LINK_ENDED_SUBJECT);

/** A teen with two guardians and one buddy (a minor, as every buddy of a minor is). */
async function teenWithGuardiansAndBuddy(birthYear?: number) {
  const { teen, guardians } = await seedLinkedTeen(api.baseUrl, { guardians: 2 });
  const buddy = await seedBuddyUser(api.baseUrl, 'ad-buddy', { ageConfirmation: 'guardian', firstName: 'Sam' });
  const buddyId = newTimeId();
  const since = new Date().toISOString();
  await putBuddyLink(teen.uid, { buddyId, buddyUid: buddy.uid, firstName: 'Sam', since });
  await putBuddyLink(buddy.uid, { buddyId, buddyUid: teen.uid, firstName: 'Robin', since });
  await setBuddyCount(teen.uid, 1);
  await setBuddyCount(buddy.uid, 1);
  if (birthYear !== undefined) {
    await setBirthYear(teen.uid, birthYear);
    await scheduleAdulthood(teen.uid, birthYear);
  }
  return { teen, guardians, buddy };
}

const linksOf = async (uid: string) => (await itemsOfUser(uid)).filter((item) => /^(GUARDIAN|GUARDIAN_TEEN|BUDDY)#/.test(String(item.sk)));

async function expectAdultWithoutLinks(setup: Awaited<ReturnType<typeof teenWithGuardiansAndBuddy>>) {
  const { teen, guardians, buddy } = setup;
  expect(await profileOf(teen.uid)).toMatchObject({ ageConfirmation: 'adult', guardianCount: 0 });
  expect(await itemsOf(addressAgeGroupKey(teen.email).pk)).toEqual([expect.objectContaining({ ageGroup: 'adult' })]);
  for (const person of [teen, ...guardians, buddy]) expect(await linksOf(person.uid)).toEqual([]);
  for (const guardian of guardians) {
    const mails = await endedMails(guardian.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Robin is now 18, so the guardian link between you and Robin on Blue Guardian has ended.');
  }
  // The buddy is not told: an ended buddy link is silent, as ever.
  expect(await mailsTo(api.baseUrl, buddy.email)).toEqual([]);
}

describe('a teen turning 18', () => {
  it('has its day written when a sign-up gives the birth year: New Year’s Day 19 years after it', async () => {
    const email = uniqueEmail('ad-signup');
    const res = await new Caller(api.baseUrl).post(
      '/api/auth/',
      signupPayload(email, { ageConfirmation: 'guardian', birthYear: YEAR - 15, guardianEmail: uniqueEmail('ad-signup-parent') }),
    );
    expect(res.status).toBe(200);
    const [profile] = await profilesWithEmail(email);

    const items = await itemsOfUser(String(profile!.uid));

    expect(items.filter((item) => item.sk === 'ADULTHOOD')).toEqual([
      expect.objectContaining({ dueAt: `${YEAR + 4}-01-01T00:00:00.000Z` }),
    ]);
  });

  it('by the birth year, the daily job ends every link on New Year’s Day, without the teen coming back, and only once', async () => {
    // Prepare: 18 at the latest by next New Year's Eve, certainly 18 on New Year's Day.
    const setup = await teenWithGuardiansAndBuddy(YEAR - 18);
    const before = await runAdulthood(Date.now());
    expect(await profileOf(setup.teen.uid)).toMatchObject({ ageConfirmation: 'guardian' });
    expect(before.due).toBe(0);

    // Act
    const run = await runAdulthood(NEXT_NEW_YEAR);
    const again = await runAdulthood(NEXT_NEW_YEAR);

    // Assess
    expect(run).toMatchObject({ failed: 0 });
    expect(run.adults).toBeGreaterThanOrEqual(1);
    await expectAdultWithoutLinks(setup);
    expect(again).toEqual({ due: 0, adults: 0, failed: 0 });
    expect((await itemsOfUser(setup.teen.uid)).filter((item) => item.sk === 'ADULTHOOD')).toEqual([]);
  });

  it('by the birth year, the pause is gone at once, before the daily job ends the links', async () => {
    // Prepare: a birth year that already makes them certainly 18, the job not run.
    const setup = await teenWithGuardiansAndBuddy(YEAR - 19);

    // Act
    const read = await setup.teen.caller.get('/api/user/');
    const run = await runAdulthood(NEXT_NEW_YEAR);

    // Assess
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('guardianConsent');
    expect(run.adults).toBeGreaterThanOrEqual(1);
    await expectAdultWithoutLinks(setup);
  });

  it('confirmed by the teen, even without a birth year, once; an adult’s account and a signed-out caller are refused', async () => {
    // Prepare
    const setup = await teenWithGuardiansAndBuddy();
    const adult = await seedBuddyUser(api.baseUrl, 'ad-adult', { firstName: 'Jamie' });

    // Act
    const confirmed = await setup.teen.caller.post('/api/guardian/adulthood');
    const repeated = await setup.teen.caller.post('/api/guardian/adulthood');
    const fromAdult = await adult.caller.post('/api/guardian/adulthood');
    const fromGuardian = await setup.guardians[0]!.caller.post('/api/guardian/adulthood');
    const signedOut = await new Caller(api.baseUrl).post('/api/guardian/adulthood');

    // Assess
    expect(confirmed.body).toEqual({ success: true, message: ADULTHOOD_CONFIRMED_MESSAGE });
    await expectAdultWithoutLinks(setup);
    const conflict = { success: false, code: 'CONFLICT', message: ADULTHOOD_NOT_A_TEEN_MESSAGE };
    expect(repeated.body).toEqual(conflict);
    expect(fromAdult.body).toEqual(conflict);
    expect(fromGuardian.body).toEqual(conflict);
    expect(signedOut.status).toBe(401);
    expect(await profileOf(adult.uid)).toMatchObject({ ageConfirmation: 'adult' });
  });
});
