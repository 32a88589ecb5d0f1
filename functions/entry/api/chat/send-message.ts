import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { sendMessage } from '../../../domain/chat/send';

/**
 * POST /api/bot/chat/{chatId} — stores the user's message and answers with the coach's reply in
 * `resonse` (the spec's spelling). 503 when the coach fails: the message stays stored.
 */
export const handler = http(routes.sendMessage, ({ params, body, session, requestId, remainingMs }) =>
  sendMessage({ uid: session.uid, chatId: params.chatId, requestId, remainingMs }, body.text),
);
