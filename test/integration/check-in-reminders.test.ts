import { putDailyCheckIn } from '../../functions/data/daily-check-ins';
import { runReminders } from '../../functions/domain/reminders/run-reminders';
import { localMailbox } from '../../functions/providers/mail';
import { CHECK_IN_REMINDER_UNSUBSCRIBED_MESSAGE } from '#shared/error-messages';
import { nextReminderAt, reminderDateOf } from '#shared/reminders';
import { Caller, startApi } from './api';
import { uidOf, userWithPlan } from './chats';
import { profileOf } from './table';

/**
 * The daily check-in reminder end to end on the local stack: PUT /api/user/ turns it
 * on at a local time and puts the profile in the sparse reminder index; the 15-minute job sends
 * one e-mail when it is due, to the local mailbox, and moves the reminder to the next day; a
 * check-in that day, or a tick over two hours late, means no e-mail; the one-click unsubscribe
 * turns it off. The job runs with a clock the test sets at the reminder's due time.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const SUBJECT = 'Your daily check-in';
const MINUTE = 60_000;

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

async function remindersTo(caller: Caller): Promise<Mail[]> {
  const to = String((await profileOf(uidOf(caller)))!.email);
  const { messages } = (await (await fetch(`${api.baseUrl}/api/dev/mailbox`)).json()) as { messages: Mail[] };
  return messages.filter((mail) => mail.to === to && mail.subject === SUBJECT);
}

const dueAtOf = async (caller: Caller): Promise<string> => String((await profileOf(uidOf(caller)))!.reminderDueAt);

/** A signed-in user who turned the reminder on at `time` in `timeZone`. */
async function userWithReminder(label: string, time = '07:00', timeZone = 'Europe/Paris'): Promise<Caller> {
  const caller = await userWithPlan(api.baseUrl, null, label);
  const res = await caller.put('/api/user/', { checkInReminder: time, reminderTimeZone: timeZone });
  expect(res.status).toBe(200);
  return caller;
}

describe('the daily check-in reminder', () => {
  it('turning it on indexes the next local time; due, the job sends one e-mail, moves it a day on, and a second run sends none', async () => {
    // Prepare
    const before = new Date();
    const caller = await userWithReminder('reminder-sent', '07:00', 'Europe/Paris');
    const profile = (await profileOf(uidOf(caller)))!;
    const dueAt = String(profile.reminderDueAt);

    // Assess the opt-in: the preference, the sparse index's keys, the next 07:00 in Paris.
    expect(profile).toMatchObject({
      checkInReminder: '07:00',
      reminderTimeZone: 'Europe/Paris',
      reminderShard: expect.stringMatching(/^REMINDER#\d+$/),
    });
    expect([
      nextReminderAt('07:00', 'Europe/Paris', before).toISOString(),
      nextReminderAt('07:00', 'Europe/Paris', new Date()).toISOString(),
    ]).toContain(dueAt);
    const user = await caller.get('/api/user/');
    expect(user.body).toMatchObject({ preferences: { checkInReminder: '07:00', reminderTimeZone: 'Europe/Paris' } });
    expect(user.body).not.toHaveProperty('reminderDueAt');
    expect((await caller.get('/api/user/export')).body).toMatchObject({
      account: { preferences: { checkInReminder: '07:00', reminderTimeZone: 'Europe/Paris' } },
    });

    // Act: a minute before it is due nothing happens; then two runs at the due time.
    await runReminders(Date.parse(dueAt) - MINUTE);
    expect(await remindersTo(caller)).toEqual([]);
    const run = await runReminders(Date.parse(dueAt) + MINUTE);
    const again = await runReminders(Date.parse(dueAt) + 2 * MINUTE);

    // Assess
    expect(run).toMatchObject({ failed: 0 });
    expect(run.sent).toBeGreaterThanOrEqual(1);
    expect(again.sent).toBe(0);
    const [mail, ...more] = await remindersTo(caller);
    expect(more).toEqual([]);
    expect(mail!.text).toContain("A moment for today's check-in? It takes about 15 seconds, and there's no wrong answer.");
    expect(mail!.text).toContain('/dashboard/goals');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:5173\/api\/email\/unsubscribe\?token=[\w%.-]+\.check-in-reminder>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await dueAtOf(caller)).toBe(nextReminderAt('07:00', 'Europe/Paris', new Date(Date.parse(dueAt) + MINUTE)).toISOString());
    expect((await profileOf(uidOf(caller)))!.reminderDate).toBe(reminderDateOf(new Date(dueAt), 'Europe/Paris'));
  });

  it('sends nothing to a user who already checked in that local day, and moves it on', async () => {
    const caller = await userWithReminder('reminder-checked-in', '20:15', 'America/Los_Angeles');
    const dueAt = await dueAtOf(caller);
    const date = reminderDateOf(new Date(dueAt), 'America/Los_Angeles');
    await putDailyCheckIn(uidOf(caller), {
      date,
      timeZone: 'America/Los_Angeles',
      mood: 4,
      goalIds: [],
      updatedAt: new Date().toISOString(),
    });

    await runReminders(Date.parse(dueAt) + MINUTE);

    expect(await remindersTo(caller)).toEqual([]);
    expect(Date.parse(await dueAtOf(caller))).toBeGreaterThan(Date.parse(dueAt));
  });

  it('skips a reminder more than two hours late (the tick did not run), and moves it to the next day', async () => {
    const caller = await userWithReminder('reminder-late', '06:45', 'Asia/Tokyo');
    const dueAt = await dueAtOf(caller);

    await runReminders(Date.parse(dueAt) + 2 * 60 * MINUTE + MINUTE);

    expect(await remindersTo(caller)).toEqual([]);
    expect(Date.parse(await dueAtOf(caller))).toBeGreaterThan(Date.parse(dueAt));
  });

  it('gives the reminder back when the mail provider refuses, so the next tick sends it', async () => {
    const caller = await userWithReminder('reminder-refused', '09:30', 'Europe/London');
    const dueAt = await dueAtOf(caller);
    const email = String((await profileOf(uidOf(caller)))!.email);
    const mailbox = localMailbox()!;
    const deliver = mailbox.send.bind(mailbox);
    // SES refuses this user's e-mail (others due at that time, from the tests before, go through).
    const send = jest.spyOn(mailbox, 'send').mockImplementation(async (message) => {
      if (message.to === email) throw Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' });
      return deliver(message);
    });

    const refused = await runReminders(Date.parse(dueAt) + MINUTE);
    send.mockRestore();
    expect(refused.failed).toBe(1);
    expect(await remindersTo(caller)).toEqual([]);
    expect(await dueAtOf(caller)).toBe(dueAt);
    await runReminders(Date.parse(dueAt) + 16 * MINUTE);

    expect(await remindersTo(caller)).toHaveLength(1);
  });

  it('the one-click unsubscribe turns it off without a session and takes the user out of the index', async () => {
    // Prepare
    const caller = await userWithReminder('reminder-leave', '08:00', 'Europe/Paris');
    await caller.put('/api/user/', { weeklySummary: true });
    await runReminders(Date.parse(await dueAtOf(caller)) + MINUTE);
    const [mail] = await remindersTo(caller);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);

    // Act
    const res = await new Caller(api.baseUrl).request('POST', url.pathname + url.search, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });

    // Assess
    expect(res).toMatchObject({ status: 200, body: { success: true, message: CHECK_IN_REMINDER_UNSUBSCRIBED_MESSAGE } });
    const profile = (await profileOf(uidOf(caller)))!;
    expect(profile).toMatchObject({ checkInReminder: 'off', weeklySummary: true });
    expect(profile).not.toHaveProperty('reminderShard');
    expect(profile).not.toHaveProperty('reminderDueAt');
    expect((await caller.get('/api/user/')).body).toMatchObject({ preferences: { checkInReminder: 'off' } });
  });

  it('turning it off in Settings takes the user out of the index, and a new time moves it', async () => {
    const caller = await userWithReminder('reminder-off', '07:00', 'Europe/Paris');
    const first = await dueAtOf(caller);
    expect((await caller.put('/api/user/', { checkInReminder: '21:45', reminderTimeZone: 'Europe/Paris' })).status).toBe(200);
    expect(await dueAtOf(caller)).not.toBe(first);

    expect((await caller.put('/api/user/', { checkInReminder: 'off' })).status).toBe(200);

    const profile = (await profileOf(uidOf(caller)))!;
    expect(profile.checkInReminder).toBe('off');
    expect(profile).not.toHaveProperty('reminderShard');
    expect(profile).not.toHaveProperty('reminderDueAt');
  });

  it.each([
    ['a zone that is not one', { checkInReminder: '07:00', reminderTimeZone: 'Mars/Olympus_Mons' }],
    ['an offset for a zone', { checkInReminder: '07:00', reminderTimeZone: '+02:00' }],
    ['a time off the quarter hour', { checkInReminder: '07:10', reminderTimeZone: 'Europe/Paris' }],
    ['a time past 23:45', { checkInReminder: '24:00', reminderTimeZone: 'Europe/Paris' }],
    ['a time without its zone', { checkInReminder: '07:00' }],
    ['a zone without a time', { reminderTimeZone: 'Europe/Paris' }],
    ['a time that is not text', { checkInReminder: 700, reminderTimeZone: 'Europe/Paris' }],
  ])('refuses %s with 400 and changes nothing', async (_what, body) => {
    const caller = await userWithReminder('reminder-bad', '07:00', 'Europe/Paris');
    const before = await profileOf(uidOf(caller));

    const res = await caller.put('/api/user/', body);

    expect(res.status).toBe(400);
    expect(await profileOf(uidOf(caller))).toEqual(before);
  });

  it('is the signed-in user’s own: refused without a session', async () => {
    expect((await new Caller(api.baseUrl).put('/api/user/', { checkInReminder: '07:00', reminderTimeZone: 'UTC' })).status).toBe(401);
  });
});
