import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  GUARDIAN_LINK_NOT_FOUND_MESSAGE,
  GUARDIAN_WEEKLY_UNSUBSCRIBED_MESSAGE,
} from '#shared/error-messages';
import { utcDateOf } from '#shared/calendar';
import { runGuardianWeekly } from '../../dev/guardian-weekly';
import { newTimeId } from '../../functions/data/time-id';
import { GUARDIAN_WEEKLY_SUBJECT } from '../../functions/domain/mail/guardian-weekly-email';
import { Caller, mailsTo, startApi, type LocalMail } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';
import { seedLinkedTeen } from './guardian-fixtures';
import { send, startChat } from './chats';
import { itemsOfUser } from './table';

/**
 * The guardian's opt-in weekly e-mail of a linked teen's counts on the local stack: turned on
 * from the guardian's side only, the same counts as the week on /guardian and never a word, one a
 * week per link however often the job runs, and a one-click stop that needs no sign-in.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const weeklyMailsTo = (to: string) => mailsTo(api.baseUrl, to, (mail) => mail.subject === GUARDIAN_WEEKLY_SUBJECT);

const WORDS = 'My secret worries about exams';

async function withActivity() {
  const linked = await seedLinkedTeen(api.baseUrl, { disclosureSeen: true });
  const { teen } = linked;
  const chat = await startChat(teen.caller);
  expect((await send(teen.caller, chat.chatId, WORDS)).status).toBe(200);
  const today = utcDateOf(new Date());
  expect((await teen.caller.put(`/api/check-ins/${today}`, { timeZone: 'UTC', mood: 1, note: WORDS })).status).toBe(200);
  return linked;
}

const turn = (caller: Caller, linkId: string, weeklyEmail: unknown) =>
  caller.put(`/api/guardian/teens/${linkId}/weekly-email`, { weeklyEmail });

const oneClick = (path: string) =>
  new Caller(api.baseUrl).request('POST', path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });

const oneClickPathOf = (mail: LocalMail) => {
  const url = new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!);
  return url.pathname + url.search;
};

describe('the guardian’s weekly e-mail', () => {
  it('is off until the guardian turns it on, then carries the week’s counts and nothing else, once however often the job runs', async () => {
    // Prepare
    const { guardian, teen } = await withActivity();
    await runGuardianWeekly();
    expect(await weeklyMailsTo(guardian.email)).toEqual([]);

    // Act
    const on = await turn(guardian.caller, guardian.linkId, true);
    const first = await runGuardianWeekly();
    await runGuardianWeekly();

    // Assess
    expect(on.body).toEqual({ success: true, weeklyEmail: true });
    expect(first.failed).toBe(0);
    const [mail, ...more] = await weeklyMailsTo(guardian.email);
    expect(more).toEqual([]);
    const week = (await guardian.caller.get(`/api/guardian/teens/${guardian.linkId}/week`)).body.week as { sessionsStarted: number };
    expect(week.sessionsStarted).toBe(1);
    expect(mail!.text).toContain('Sessions Robin started this week: 1.');
    expect(mail!.text).toContain('Check-ins done: 1 of 7 days');
    expect(mail!.subject).not.toContain('Robin');
    for (const body of [mail!.text, mail!.html]) for (const word of [WORDS, 'exams', 'mood', 'note']) expect(body).not.toContain(word);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:5173\/api\/email\/unsubscribe\?token=[\w%.-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const markers = (await itemsOfUser(guardian.uid)).filter((item) => String(item.sk).startsWith('JOB#guardian-weekly#'));
    expect(markers).toEqual([expect.objectContaining({ sk: `JOB#guardian-weekly#${guardian.linkId}#${first.week}`, status: 'sent' })]);
    // The guardian's data export lists the choice and the e-mail sent.
    const exported = (await guardian.caller.get('/api/user/export')).body.guardian as Record<string, unknown>;
    expect(exported).toMatchObject({
      teens: [expect.objectContaining({ linkId: guardian.linkId, weeklyEmail: true })],
      weeklyEmails: [{ linkId: guardian.linkId, week: first.week, sentAt: expect.any(String) }],
    });
    // Both sides see that the guardian gets it.
    expect((await teen.caller.get('/api/guardian/links')).body.guardians).toEqual([expect.objectContaining({ weeklyEmail: true })]);
    expect((await guardian.caller.get('/api/guardian/links')).body.teens).toEqual([expect.objectContaining({ weeklyEmail: true })]);
  });

  it('stops with one click without signing in, for this link only, and a forged token changes nothing', async () => {
    // Prepare
    const { guardian, teen } = await seedLinkedTeen(api.baseUrl);
    await turn(guardian.caller, guardian.linkId, true);
    await runGuardianWeekly();
    const [mail] = await weeklyMailsTo(guardian.email);
    const path = oneClickPathOf(mail!);
    const token = new URL(path, api.baseUrl).searchParams.get('token')!;
    const forged = `${Buffer.from(`${guardian.uid}#${newTimeId()}`).toString('base64url')}.${token.split('.')[1]}.guardian-weekly`;

    // Act
    const refused = await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(forged)}`);
    const afterForgery = (await teen.caller.get('/api/guardian/links')).body.guardians;
    const stopped = await oneClick(path);
    const again = await oneClick(path);

    // Assess
    expect(refused).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', message: BAD_UNSUBSCRIBE_LINK_MESSAGE } });
    expect(afterForgery).toEqual([expect.objectContaining({ weeklyEmail: true })]);
    expect(stopped).toMatchObject({ status: 200, body: { success: true, message: GUARDIAN_WEEKLY_UNSUBSCRIBED_MESSAGE } });
    expect(again.status).toBe(200);
    expect((await teen.caller.get('/api/guardian/links')).body.guardians).toEqual([expect.not.objectContaining({ weeklyEmail: true })]);
    await runGuardianWeekly(Date.now() + 7 * 86_400_000);
    expect(await weeklyMailsTo(guardian.email)).toHaveLength(1);
    // The link itself stays.
    expect((await guardian.caller.get(`/api/guardian/teens/${guardian.linkId}/week`)).status).toBe(200);
  });

  it('turned off by the guardian, sends nothing', async () => {
    const { guardian } = await seedLinkedTeen(api.baseUrl);
    await turn(guardian.caller, guardian.linkId, true);

    const off = await turn(guardian.caller, guardian.linkId, false);
    await runGuardianWeekly();

    expect(off.body).toEqual({ success: true, weeklyEmail: false });
    expect(await weeklyMailsTo(guardian.email)).toEqual([]);
  });

  it('is the guardian’s alone to turn on: signed out, the teen’s side, a stranger and bad input are refused and change nothing', async () => {
    // Prepare
    const { guardian, teen } = await seedLinkedTeen(api.baseUrl);
    const stranger = await seedBuddyUser(api.baseUrl, 'gw-stranger', { firstName: 'Jordan' });

    // Act
    const signedOut = await turn(new Caller(api.baseUrl), guardian.linkId, true);
    const fromTeen = await turn(teen.caller, teen.linkId, true);
    const fromStranger = await turn(stranger.caller, guardian.linkId, true);
    const notABoolean = await turn(guardian.caller, guardian.linkId, 'yes');
    const badId = await turn(guardian.caller, 'not-an-id', true);

    // Assess
    expect(signedOut.status).toBe(401);
    const notFound = { success: false, code: 'NOT_FOUND', message: GUARDIAN_LINK_NOT_FOUND_MESSAGE };
    expect(fromTeen.body).toEqual(notFound);
    expect(fromStranger.body).toEqual(notFound);
    expect(notABoolean.status).toBe(400);
    expect(notABoolean.body).toMatchObject({ code: 'BAD_REQUEST', fields: { weeklyEmail: expect.any(String) } });
    expect(badId.status).toBe(400);
    await runGuardianWeekly();
    expect(await weeklyMailsTo(guardian.email)).toEqual([]);
    expect((await teen.caller.get('/api/guardian/links')).body.guardians).toEqual([expect.not.objectContaining({ weeklyEmail: true })]);
  });
});
