import { localDateIn } from '../../../../../shared/calendar';
import type { DailyCheckIn } from '../../../../../shared/schemas/check-ins';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** The browser's IANA time zone, which the API keys the user's "today" and streak on. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The user's local date now, `YYYY-MM-DD`: the day a check-in or a WHO-5 belongs to. */
export const localToday = (timeZone = browserTimeZone()): string => localDateIn(new Date(), timeZone);

export interface CheckInInput {
  mood: number;
  note: string;
  goalIds: string[];
}

/** PUT /api/check-ins/{date} for the local today: a second save the same day replaces the first. */
export async function saveCheckIn({ mood, note, goalIds }: CheckInInput): Promise<DailyCheckIn> {
  const timeZone = browserTimeZone();
  const trimmed = note.trim();
  const { checkIn } = await api(routes.saveDailyCheckIn, {
    params: { date: localToday(timeZone) },
    body: { timeZone, mood, goalIds, ...(trimmed ? { note: trimmed } : {}) },
  });
  return checkIn;
}
