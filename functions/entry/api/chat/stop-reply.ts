import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { stopReply } from '../../../domain/chat/stop';

/** POST /api/bot/chat/{chatId}/stop — Stop: the streaming reply ends at the words already shown (docs/decisions/0053-streaming-replies.md). */
export const handler = http(routes.stopReply, ({ params, body, session }) =>
  stopReply(session.uid, params.chatId, body.streamId, body.shown),
);
