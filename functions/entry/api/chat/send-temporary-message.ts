import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { sendTemporaryMessage } from '../../../domain/chat/temporary';

/**
 * POST /api/bot/temporary-chat/{chatId} — answers a message of a temporary session from the turns
 * the browser sends, storing none of them; the crisis flag, the referral count and the follow-up
 * are kept as for any chat. 503 when the coach fails: nothing was stored, so the browser sends again.
 */
export const handler = http(routes.sendTemporaryMessage, ({ params, body, session, requestId, remainingMs }) =>
  sendTemporaryMessage({ uid: session.uid, chatId: params.chatId, requestId, remainingMs }, body),
);
