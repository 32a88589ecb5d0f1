import * as routes from '../../shared/routes/goals';
import { saveCheckInFor } from '../domain/check-ins/check-ins';
import { http } from '../http/http';

/**
 * PUT /api/check-ins/{date} — the day's check-in, for the user's today or, late, yesterday, in the
 * time zone their profile keeps; a second one that day replaces the first.
 */
export const handler = http(routes.saveDailyCheckIn, async ({ params, body, session }) => ({
  success: true,
  checkIn: await saveCheckInFor(session.uid, params.date, body),
}));
