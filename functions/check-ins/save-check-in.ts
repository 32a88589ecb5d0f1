import * as routes from '../../shared/routes/goals';
import { saveCheckInFor } from '../domain/check-ins/check-ins';
import { screenNote } from '../domain/crisis/note-screen';
import { http } from '../http/http';

/**
 * PUT /api/check-ins/{date} — the day's check-in, for the user's today or, late, yesterday, in the
 * time zone their profile keeps; a second one that day replaces the first. The note, once saved, is
 * screened like a message (domain/crisis/note-screen.ts).
 */
export const handler = http(routes.saveDailyCheckIn, async ({ params, body, session, requestId }) => {
  const checkIn = await saveCheckInFor(session.uid, params.date, body);
  const safety = await screenNote(session.uid, checkIn.note, new Date(checkIn.updatedAt), requestId);
  return { success: true, checkIn, ...(safety && { safety }) };
});
