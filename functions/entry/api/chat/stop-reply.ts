import * as routes from '../../../../shared/routes/chat';
import { http } from '../../../http/http';
import { stopReply } from '../../../domain/chat/stop';

/** POST /api/bot/chat/{chatId}/stop — Stop: the streaming reply ends at the words already shown (docs/decisions.md, "Streaming replies"). */
export const handler = http(routes.stopReply, ({ params, body, session }) =>
  stopReply(session.uid, params.chatId, body.streamId, body.shown),
);
