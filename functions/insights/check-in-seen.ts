import { CHECK_IN_GONE_MESSAGE, CHECK_IN_SEEN_MESSAGE } from '../../shared/error-messages';
import * as routes from '../../shared/routes/insights';
import { putSeenCheckIn } from '../data/check-ins';
import { http } from '../http/http';
import { notFound } from '../kernel/errors';
import { checkInState } from '../domain/insights/check-in-access';

/**
 * POST /api/insights/check-in/{checkInId}/seen — the user closed the card. Only the card shown now
 * can be closed (404 for any other id, so a stale page cannot close a newer, more serious card);
 * closing it again succeeds.
 */
export const handler = http(routes.checkInSeen, async ({ params, session }) => {
  const { card, closed } = await checkInState(session.uid, new Date());
  const chatId = params.checkInId.slice(0, params.checkInId.lastIndexOf('.'));
  if (card?.id === params.checkInId) {
    await putSeenCheckIn(session.uid, { checkInId: card.id, chatId, level: card.level, seenAt: new Date().toISOString() });
  } else if (closed.get(chatId)?.checkInId !== params.checkInId) {
    throw notFound(CHECK_IN_GONE_MESSAGE);
  }
  return { success: true, message: CHECK_IN_SEEN_MESSAGE };
});
