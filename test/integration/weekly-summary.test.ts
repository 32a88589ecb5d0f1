import { BAD_UNSUBSCRIBE_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE } from '#shared/error-messages';
import { runWeeklySummary } from '../../dev/weekly-summary';
import { Caller, mailsTo, startApi } from './api';
import { startChat, uidOf, userWithPlan } from './chats';
import { itemsOfUser, profileOf } from './table';

/**
 * The weekly summary e-mail end to end on the local stack: the opt-in through
 * the preferences route, the fan-out over the sparse index, the sender, the local mailbox, and
 * the one-click unsubscribe without a session.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const summariesTo = (to: string) => mailsTo(api.baseUrl, to, (mail) => mail.subject === 'Your week with Blue Guardian');

const emailOf = async (caller: Caller): Promise<string> => String((await profileOf(uidOf(caller)))!.email);
const optIn = (caller: Caller, on = true) => caller.put('/api/user/', { weeklySummary: on });

/** The one-click POST a mail client sends for RFC 8058: form-encoded, no cookie, from its own servers. */
const oneClick = (path: string) =>
  new Caller(api.baseUrl).request('POST', path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });

describe('the weekly summary e-mail', () => {
  it('goes once to each opted-in Premium user, to nobody else, and a second run in the week sends nothing', async () => {
    // Prepare: an opted-in Premium user with two sessions, a Premium user who did not opt in,
    // and a Basic user who opted in (the e-mail is Premium's).
    const subscriber = await userWithPlan(api.baseUrl, 'Premium', 'weekly-on');
    expect((await optIn(subscriber)).body).toMatchObject({ success: true, preferences: { weeklySummary: true } });
    await startChat(subscriber);
    await startChat(subscriber);
    const quiet = await userWithPlan(api.baseUrl, 'Premium', 'weekly-off');
    const basic = await userWithPlan(api.baseUrl, 'Basic', 'weekly-basic');
    expect((await optIn(basic)).status).toBe(200);

    // Act
    const run = await runWeeklySummary();
    await runWeeklySummary();

    // Assess
    expect(run.failed).toBe(0);
    const [mail, ...more] = await summariesTo(await emailOf(subscriber));
    expect(more).toEqual([]);
    expect(mail!.text).toContain('You had 2 sessions with Blue Guardian this week.');
    expect(mail!.text).toContain('http://localhost:5173/dashboard/insights');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:5173\/api\/email\/unsubscribe\?token=[\w%.-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await summariesTo(await emailOf(quiet))).toEqual([]);
    expect(await summariesTo(await emailOf(basic))).toEqual([]);
    // One marker for the week in the subscriber's own partition.
    const markers = (await itemsOfUser(uidOf(subscriber))).filter((item) => String(item.sk).startsWith('JOB#weekly#'));
    expect(markers).toEqual([expect.objectContaining({ sk: `JOB#weekly#${run.week}`, status: 'sent' })]);
    // The user's data export lists it, as everything their account holds.
    const exported = await subscriber.get('/api/user/export');
    expect(exported.body).toMatchObject({ weeklySummaries: [{ week: run.week, sentAt: expect.any(String) }] });
  });

  it('the one-click unsubscribe works without a session, turns the preference off, leaves the index, and is idempotent', async () => {
    // Prepare
    const subscriber = await userWithPlan(api.baseUrl, 'Premium', 'weekly-leave');
    await optIn(subscriber);
    expect(await profileOf(uidOf(subscriber))).toHaveProperty('weeklySummaryShard');
    await runWeeklySummary();
    const [mail] = await summariesTo(await emailOf(subscriber));
    const url = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);

    // Act
    const first = await oneClick(url.pathname + url.search);
    const again = await oneClick(url.pathname + url.search);

    // Assess
    expect(first).toMatchObject({ status: 200, body: { success: true, message: UNSUBSCRIBED_MESSAGE } });
    expect(again.status).toBe(200);
    const profile = await profileOf(uidOf(subscriber));
    expect(profile).toMatchObject({ weeklySummary: false });
    expect(profile).not.toHaveProperty('weeklySummaryShard');
    // Next week, nothing more.
    await runWeeklySummary(Date.now() + 7 * 86_400_000);
    expect(await summariesTo(await emailOf(subscriber))).toHaveLength(1);
    // The account reads it back as off.
    expect((await subscriber.get('/api/user/')).body).toMatchObject({ preferences: { weeklySummary: false } });
  });

  it.each([
    ['a tampered token', (token: string) => `${token.slice(0, -2)}xx`],
    [
      'another uid with the same signature',
      (token: string) => `${Buffer.from('someone-else').toString('base64url')}.${token.split('.')[1]}`,
    ],
    ['no token', () => ''],
  ])('refuses %s with 400 and changes nothing', async (_what, spoil) => {
    // Prepare
    const subscriber = await userWithPlan(api.baseUrl, 'Premium', 'weekly-bad');
    await optIn(subscriber);
    await runWeeklySummary();
    const [mail] = await summariesTo(await emailOf(subscriber));
    const token = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!).searchParams.get('token')!;
    const before = await itemsOfUser(uidOf(subscriber));

    // Act
    const res = await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(spoil(token))}`);

    // Assess
    expect(res).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST', message: BAD_UNSUBSCRIBE_LINK_MESSAGE } });
    expect(await itemsOfUser(uidOf(subscriber))).toEqual(before);
  });

  it('turning it off in Settings takes the user out of the index too', async () => {
    const user = await userWithPlan(api.baseUrl, 'Premium', 'weekly-toggle');
    await optIn(user);
    expect((await optIn(user, false)).body).toMatchObject({ preferences: { weeklySummary: false } });
    expect(await profileOf(uidOf(user))).not.toHaveProperty('weeklySummaryShard');
    await runWeeklySummary();
    expect(await summariesTo(await emailOf(user))).toEqual([]);
  });
});
