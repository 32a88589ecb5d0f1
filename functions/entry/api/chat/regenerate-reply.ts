import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { regenerateReply } from '../../../domain/chat/send';

/**
 * POST /api/bot/chat/{chatId}/regenerate — replaces the last reply with a new one, or answers a
 * last message left without a reply when the coach failed (the retry).
 */
export const handler = http(routes.regenerateReply, ({ params, session, requestId, remainingMs }) =>
  regenerateReply({ uid: session.uid, chatId: params.chatId, requestId, remainingMs }),
);
