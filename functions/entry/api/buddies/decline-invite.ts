import * as routes from '#shared/routes/buddies';
import { BUDDY_INVITE_BLOCKED_MESSAGE, BUDDY_INVITE_DECLINED_MESSAGE } from '#shared/error-messages';
import { declineInvite } from '../../../domain/buddies/answer-invite';
import { http } from '../../../http/http';

/** POST /api/buddies/invite/{token}/decline — declines; `block` or `report` also blocks the inviter, who is never told. */
export const handler = http(routes.declineBuddyInvite, async ({ params, body, session }) => {
  await declineInvite(session.uid, params.token, body);
  return { success: true, message: body.block || body.report ? BUDDY_INVITE_BLOCKED_MESSAGE : BUDDY_INVITE_DECLINED_MESSAGE };
});
