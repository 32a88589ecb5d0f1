import { CHECK_IN_SEEN_MESSAGE } from '#shared/error-messages';
import * as routes from '#shared/routes/insights';
import { markCheckInSeen } from '../../../domain/insights/check-in-access';
import { http } from '../../../http/http';

/**
 * POST /api/insights/check-in/{checkInId}/seen — the user closed the card. Only the card shown now
 * can be closed (404 for any other id, so a stale page cannot close a newer, more serious card);
 * closing it again succeeds.
 */
export const handler = http(routes.checkInSeen, async ({ params, session }) => {
  await markCheckInSeen(session.uid, params.checkInId);
  return { success: true, message: CHECK_IN_SEEN_MESSAGE };
});
