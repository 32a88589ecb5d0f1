import * as routes from '#shared/routes/buddies';
import { CHEER_SENT_MESSAGE } from '#shared/error-messages';
import { cheerBuddyFor } from '../../../domain/buddies/cheer';
import { http } from '../../../http/http';

/** POST /api/buddies/{buddyId}/cheer — one of the fixed cheers, once a day to each buddy (409 for a second). */
export const handler = http(routes.cheerBuddy, async ({ params, body, session }) => {
  await cheerBuddyFor(session.uid, params.buddyId, body.cheerId);
  return { success: true, message: CHEER_SENT_MESSAGE };
});
