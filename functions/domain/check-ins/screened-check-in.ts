import type { NoteSafety } from '#shared/schemas/crisis';
import type { CheckInBody, DailyCheckIn } from '#shared/schemas/check-ins';
import { dailyCheckInKey } from '../../data/daily-check-ins';
import { screenAndFlagNote } from '../crisis/flag-note';
import { saveCheckInFor } from './check-ins';

/** A check-in as stored, and the fresh crisis reading when its note met a crisis tier. */
export interface ScreenedCheckIn {
  checkIn: DailyCheckIn;
  safety?: NoteSafety;
}

/**
 * The day's check-in (check-ins.ts), its note, once saved, screened like a message and a crisis
 * reading kept on the check-in (domain/crisis/flag-note.ts).
 */
export async function saveCheckIn(uid: string, date: string, body: CheckInBody, requestId: string): Promise<ScreenedCheckIn> {
  const saved = await saveCheckInFor(uid, date, body);
  const key = dailyCheckInKey(uid, saved.date);
  const { note: checkIn, safety } = await screenAndFlagNote(
    uid,
    { note: saved, key, text: saved.note, at: new Date(saved.updatedAt) },
    requestId,
  );
  return { checkIn, ...(safety && { safety }) };
}
