import { addDays, utcDateOf } from '#shared/calendar';
import { GUARDIAN_WEEK_MESSAGE } from '#shared/error-messages';
import { GUARDIAN_WEEK_PATTERN, type GuardianWeek } from '#shared/schemas/guardian';
import { countChatsStarted } from '../../data/chats';
import { listCheckInDays } from '../../data/daily-check-ins';
import { teenMinutesChatting } from './time-chatting';
import { badRequest } from '../../kernel/errors';
import { ownLink } from './own-link';
import { isoWeek, weekOfKey, type IsoWeek } from '../weekly-summary/iso-week';

/**
 * A linked teen's week as a guardian sees it, and the teen too (SAFETY.md 16): counts only. The
 * sessions are counted by their time-sortable ids in the UTC week, as the weekly summary counts
 * them, and the check-ins by their dates; neither read reaches a mood, a note, a goal's words or
 * a message. Time is minutes chatting, from the times of the teen's messages alone (time-chatting.ts).
 */
export async function teenWeekFor(uid: string, linkId: string, weekKey: string | undefined, at: Date = new Date()): Promise<GuardianWeek> {
  const week = weekKey === undefined ? isoWeek(at.getTime()) : GUARDIAN_WEEK_PATTERN.test(weekKey) ? weekOfKey(weekKey) : undefined;
  if (!week) throw badRequest(GUARDIAN_WEEK_MESSAGE, { week: GUARDIAN_WEEK_MESSAGE });
  return teenWeekCounts((await ownLink(uid, linkId)).teenUid, week);
}

/** The counts of one teen's ISO week, for a caller who has already read the link (the weekly e-mail). */
export async function teenWeekCounts(teenUid: string, week: IsoWeek): Promise<GuardianWeek> {
  const [sessionsStarted, minutesChatting, checkIns] = await Promise.all([
    countChatsStarted(teenUid, week.startMs, week.endMs),
    teenMinutesChatting(teenUid, week.startMs, week.endMs),
    listCheckInDays(teenUid),
  ]);
  const done = new Set(checkIns.map((checkIn) => checkIn.date));
  const monday = utcDateOf(new Date(week.startMs));
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index)).map((date) => ({ date, checkedIn: done.has(date) }));
  return { week: week.key, sessionsStarted, minutesChatting, days };
}
