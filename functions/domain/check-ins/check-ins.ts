import { addDays, isoWeekOf } from '#shared/calendar';
import {
  CHECK_IN_ZONE_CONFLICT_MESSAGE,
  checkInDateMessage,
  NOT_AN_ACTIVE_GOAL_MESSAGE,
  WHO5_DONE_THIS_WEEK_MESSAGE,
} from '#shared/error-messages';
import type { CheckInBody, DailyCheckIn, Who5Body, Who5Result } from '#shared/schemas/check-ins';
import { isLowWho5, who5Percentage } from '#shared/who5';
import { putDailyCheckIn } from '../../data/daily-check-ins';
import { listGoals } from '../../data/goals';
import { getUserTimeZone, replaceUserTimeZone, sameTimeZone } from '../../data/user-time-zone';
import { listWho5Results, putNewWho5Result } from '../../data/who5-results';
import { AppError, badRequest } from '../../kernel/errors';
import { settledZone, userToday, zoneAfter } from './user-day';

/** The daily check-in and the weekly WHO-5. Dates come validated by the route's schema. */

/**
 * Stores the day's check-in in place of any earlier one of that date. The date must be the user's
 * today, or yesterday for a late check-in, in the time zone the profile keeps (./user-day.ts: the
 * zone the body names is kept the first time, and another one counts from its next day); any other
 * date is a 400. Every goal id must be one of the user's active goals: an unknown id (another
 * user's too) is a 400 naming it. A refused check-in writes nothing, the zone included.
 */
export async function saveCheckInFor(uid: string, date: string, body: CheckInBody, at: Date = new Date()): Promise<DailyCheckIn> {
  const kept = await getUserTimeZone(uid);
  const zone = zoneAfter(kept, body.timeZone, at);
  const today = userToday(zone, at);
  if (date !== today && date !== addDays(today, -1)) {
    const message = checkInDateMessage(today);
    throw badRequest(`date: ${message}`, { date: message });
  }
  const goalIds = body.goalIds ?? [];
  if (goalIds.length) {
    const active = new Set((await listGoals(uid)).filter((goal) => goal.status === 'active').map((goal) => goal.goalId));
    const fields = Object.fromEntries(
      goalIds.flatMap((goalId, i) => (active.has(goalId) ? [] : [[`goalIds.${i}`, NOT_AN_ACTIVE_GOAL_MESSAGE] as const])),
    );
    const [first] = Object.keys(fields);
    if (first) throw badRequest(`${first}: ${NOT_AN_ACTIVE_GOAL_MESSAGE}`, fields);
  }
  if (!sameTimeZone(kept, zone) && !(await replaceUserTimeZone(uid, kept, zone))) {
    throw new AppError('CONFLICT', CHECK_IN_ZONE_CONFLICT_MESSAGE);
  }
  const checkIn: DailyCheckIn = {
    date,
    // The zone the date is counted in, which a change waiting for its first day is not yet.
    timeZone: settledZone(zone, at).timeZone,
    mood: body.mood,
    ...(body.note && { note: body.note }),
    goalIds,
    updatedAt: at.toISOString(),
  };
  return putDailyCheckIn(uid, checkIn);
}

export interface Who5Outcome {
  who5: Who5Result;
  /** The result is low (shared/who5.ts isLowWho5): the web brings support and the safety plan forward. */
  bringSafetyForward: boolean;
}

/**
 * Scores and stores the WHO-5 for the ISO week of the user's date, judged "low" against the
 * cut-off and against the latest earlier week's result. 409 when that week has one already.
 */
export async function saveWho5For(uid: string, body: Who5Body, at: Date = new Date()): Promise<Who5Outcome> {
  const week = isoWeekOf(body.date);
  const results = await listWho5Results(uid);
  if (results.some((result) => result.week === week)) throw new AppError('CONFLICT', WHO5_DONE_THIS_WEEK_MESSAGE);
  const previous = results.filter((result) => result.week < week).at(-1);
  const score = who5Percentage(body.answers);
  const who5: Who5Result = {
    week,
    date: body.date,
    answers: body.answers,
    score,
    low: isLowWho5(score, previous?.score),
    createdAt: at.toISOString(),
  };
  if ((await putNewWho5Result(uid, who5)) === 'taken') throw new AppError('CONFLICT', WHO5_DONE_THIS_WEEK_MESSAGE);
  return { who5, bringSafetyForward: who5.low };
}
