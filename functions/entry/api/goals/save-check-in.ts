import * as routes from '#shared/routes/goals';
import { saveCheckIn } from '../../../domain/check-ins/screened-check-in';
import { http } from '../../../http/http';

/**
 * PUT /api/check-ins/{date} — the day's check-in, for the user's today or, late, yesterday, in the
 * time zone their profile keeps; a second one that day replaces the first. The note, once saved, is
 * screened like a message and a crisis reading is kept on the check-in (domain/crisis/flag-note.ts).
 */
export const handler = http(routes.saveDailyCheckIn, async ({ params, body, session, requestId }) => ({
  success: true,
  ...(await saveCheckIn(session.uid, params.date, body, requestId)),
}));
