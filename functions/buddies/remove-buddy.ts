import * as routes from '../../shared/routes/buddies';
import { BUDDY_NOT_FOUND_MESSAGE, BUDDY_REMOVED_MESSAGE } from '../../shared/error-messages';
import { getBuddyLink } from '../data/buddies';
import { endBuddyLink } from '../domain/buddies/end-link';
import { http } from '../http/http';
import { notFound } from '../kernel/errors';

/** DELETE /api/buddies/{buddyId} — ends the link on both sides, silently; 404 for an id that is not the user's buddy. */
export const handler = http(routes.removeBuddy, async ({ params, session }) => {
  const link = await getBuddyLink(session.uid, params.buddyId);
  if (!link) throw notFound(BUDDY_NOT_FOUND_MESSAGE);
  await endBuddyLink(session.uid, link);
  return { success: true, message: BUDDY_REMOVED_MESSAGE };
});
