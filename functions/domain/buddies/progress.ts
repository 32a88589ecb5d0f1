import type { ShareSettings } from '#shared/buddies';
import { checkInStreak } from '#shared/streak';
import { countChatsStarted } from '../../data/chats';
import { latestCheckInZone, listCheckInDays, type CheckInDay } from '../../data/daily-check-ins';
import { listGoalCompletions } from '../../data/goals';
import type { SharedProgress } from './encouragement';
import { localWeekOf, type LocalWeek } from './week';

/**
 * What a person shares, read from their own items: only the shared items are read at all (a
 * check-in's date and zone, a goal's status, a count of chats), never moods, notes, goal titles
 * or chat content, and nothing of an item they keep to themselves.
 */

const inRange = (date: string, from: string, to: string): boolean => date >= from && date < to;

function checkInProgress(days: readonly CheckInDay[], week: LocalWeek, share: ShareSettings): SharedProgress {
  const dates = days.map((day) => day.date);
  const progress: SharedProgress = {};
  if (share.streak) progress.streak = checkInStreak(dates, week.today).streak;
  if (share.checkInDays) {
    const thisWeek = dates.filter((date) => date >= week.monday && date <= week.today).length;
    const checkedInToday = dates.includes(week.today);
    const daysLeft = 7 - Math.round((Date.parse(week.today) - Date.parse(week.monday)) / 86_400_000);
    progress.checkInDays = thisWeek;
    progress.checkInDaysWeekBefore = dates.filter((date) => inRange(date, week.mondayBefore, week.monday)).length;
    progress.checkInDaysOpen = daysLeft - (checkedInToday ? 1 : 0);
  }
  return progress;
}

/** The person's progress on the items `share` turns on, for the week of `now` where their day is. */
export async function readSharedProgress(uid: string, share: ShareSettings, now: Date): Promise<SharedProgress> {
  const readsCheckIns = share.checkInDays || share.streak;
  if (!readsCheckIns && !share.goalsCompleted && !share.sessions) return {};
  // The week is where the person's day is: their check-ins say it; without them, their zone alone.
  const checkInDays = readsCheckIns ? listCheckInDays(uid) : undefined;
  const zone = checkInDays ? checkInDays.then((days) => days.at(-1)?.timeZone) : latestCheckInZone(uid);
  const week = Promise.resolve(zone).then((timeZone) => localWeekOf(now, timeZone));
  const [days, goals, sessions, localWeek] = await Promise.all([
    checkInDays,
    share.goalsCompleted ? listGoalCompletions(uid) : undefined,
    share.sessions ? week.then(({ startMs, endMs }) => countChatsStarted(uid, startMs, endMs)) : undefined,
    week,
  ]);
  const progress: SharedProgress = days ? checkInProgress(days, localWeek, share) : {};
  if (goals) {
    const completed = goals.filter((goal) => goal.status === 'completed');
    progress.goalsCompleted = completed.length;
    progress.goalsCompletedThisWeek = completed.filter(
      (goal) => goal.completedAt !== undefined && Date.parse(goal.completedAt) >= localWeek.startMs,
    ).length;
  }
  if (sessions !== undefined) progress.sessions = sessions;
  return progress;
}
