import * as routes from '#shared/routes/chat';
import { httpStream } from '../../../http/http-stream';
import { streamReply } from '../../../domain/chat/stream';

/**
 * POST /api/bot/chat/{chatId}/stream — the coach's reply as it is written and screened:
 * `start`, then `text` events (or one `replace`), then `done` with the stored exchange, or `error`.
 */
export const handler = httpStream(routes.streamReply, ({ params, body, session, requestId, remainingMs }) =>
  streamReply({ uid: session.uid, chatId: params.chatId, requestId, remainingMs }, body),
);
