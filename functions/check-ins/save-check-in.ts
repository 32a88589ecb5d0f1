import * as routes from '../../shared/routes/goals';
import { dailyCheckInKey } from '../data/daily-check-ins';
import { saveCheckInFor } from '../domain/check-ins/check-ins';
import { screenAndFlagNote } from '../domain/crisis/flag-note';
import { http } from '../http/http';

/**
 * PUT /api/check-ins/{date} — the day's check-in, for the user's today or, late, yesterday, in the
 * time zone their profile keeps; a second one that day replaces the first. The note, once saved, is
 * screened like a message and a crisis reading is kept on the check-in (domain/crisis/flag-note.ts).
 */
export const handler = http(routes.saveDailyCheckIn, async ({ params, body, session, requestId }) => {
  const saved = await saveCheckInFor(session.uid, params.date, body);
  const key = dailyCheckInKey(session.uid, saved.date);
  const { note: checkIn, safety } = await screenAndFlagNote(
    session.uid,
    { note: saved, key, text: saved.note, at: new Date(saved.updatedAt) },
    requestId,
  );
  return { success: true, checkIn, ...(safety && { safety }) };
});
