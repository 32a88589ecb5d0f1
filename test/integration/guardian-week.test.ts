import { GUARDIAN_LINK_NOT_FOUND_MESSAGE, GUARDIAN_WEEK_MESSAGE } from '#shared/error-messages';
import { utcDateOf } from '#shared/calendar';
import { isoWeek } from '../../functions/domain/weekly-summary/iso-week';
import { startApi } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';
import { seedLinkedTeen } from './guardian-fixtures';
import { send, startChat } from './chats';

/**
 * A linked teen's week on the local stack: counts only (sessions started, whether each day's
 * check-in was done), the same for the guardian and the teen, never a word of the teen's.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const WORDS = ['walked by the river', 'My private thoughts', 'Feeling low about school'];

async function linkedTeenWithAWeek() {
  const { guardian, teen } = await seedLinkedTeen(api.baseUrl, { disclosureSeen: true });
  const chat = await startChat(teen.caller);
  expect((await send(teen.caller, chat.chatId, WORDS[1]!)).status).toBe(200);
  await startChat(teen.caller);
  const today = utcDateOf(new Date());
  const checkIn = await teen.caller.put(`/api/check-ins/${today}`, { timeZone: 'UTC', mood: 2, note: WORDS[0] });
  expect(checkIn.status).toBe(200);
  return { guardian, teen, today };
}

describe('a linked teen’s week', () => {
  it('gives the guardian counts only, and the teen exactly the same', async () => {
    const { guardian, teen, today } = await linkedTeenWithAWeek();

    const seen = await guardian.caller.get(`/api/guardian/teens/${guardian.linkId}/week`);
    const own = await teen.caller.get(`/api/guardian/teens/${teen.linkId}/week`);

    const week = isoWeek(Date.now()).key;
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ success: true, week: { week, sessionsStarted: 2, minutesChatting: 2 } });
    const days = (seen.body.week as { days: { date: string; checkedIn: boolean }[] }).days;
    expect(days).toHaveLength(7);
    expect(days.filter((day) => day.checkedIn).map((day) => day.date)).toEqual([today]);
    expect(own.body).toEqual(seen.body);
    const text = JSON.stringify(seen.body);
    for (const words of [...WORDS, 'mood', 'note', 'title', 'goal']) expect(text).not.toContain(words);
  });

  it('reads another week by its key, and refuses a malformed one with its message', async () => {
    const { guardian } = await linkedTeenWithAWeek();

    const earlier = await guardian.caller.get(`/api/guardian/teens/${guardian.linkId}/week?week=2025-W10`);
    const malformed = await guardian.caller.get(`/api/guardian/teens/${guardian.linkId}/week?week=last-week`);

    expect(earlier.body).toMatchObject({ week: { week: '2025-W10', sessionsStarted: 0, minutesChatting: 0 } });
    expect((earlier.body.week as { days: { checkedIn: boolean }[] }).days.every((day) => !day.checkedIn)).toBe(true);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: GUARDIAN_WEEK_MESSAGE });
  });

  it('is no one else’s to read: a stranger’s link id reads as unknown', async () => {
    const { guardian } = await linkedTeenWithAWeek();
    const stranger = await seedBuddyUser(api.baseUrl, 'stranger', { firstName: 'Jordan' });

    const res = await stranger.caller.get(`/api/guardian/teens/${guardian.linkId}/week`);

    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: GUARDIAN_LINK_NOT_FOUND_MESSAGE });
  });
});
