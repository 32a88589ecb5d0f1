import { localDateIn } from '#shared/calendar';
import type { DailyCheckIn, ProgressResponse } from '#shared/schemas/check-ins';
import type { NoteSafety } from '#shared/schemas/crisis';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** The browser's IANA time zone, sent with each check-in: the API keeps the user's (a change counts from its next day). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The user's local date now, `YYYY-MM-DD`: the day a check-in or a WHO-5 belongs to. */
export const localToday = (timeZone = browserTimeZone()): string => localDateIn(new Date(), timeZone);

export interface CheckInInput {
  /** The day it is for: the API's today (GET /api/check-ins), see {@link checkInDay}. */
  date: string;
  mood: number;
  note: string;
  goalIds: string[];
}

/**
 * The day a check-in is for: the API's today once it keeps the user's time zone (a new zone counts
 * only from its next day, so after a journey the browser's date may be another), else the
 * browser's local today, whose zone the first check-in makes the user's.
 */
export const checkInDay = (progress: Pick<ProgressResponse, 'today' | 'timeZone'>): string =>
  progress.timeZone ? progress.today : localToday();

/**
 * PUT /api/check-ins/{date}: a second save the same day replaces the first. The browser's zone
 * goes along, so the API learns where the user is now. `safety` when the note met a crisis tier.
 */
export async function saveCheckIn({ date, mood, note, goalIds }: CheckInInput): Promise<{ checkIn: DailyCheckIn; safety?: NoteSafety }> {
  const trimmed = note.trim();
  return api(routes.saveDailyCheckIn, {
    params: { date },
    body: { timeZone: browserTimeZone(), mood, goalIds, ...(trimmed ? { note: trimmed } : {}) },
  });
}
