import * as routes from '../../shared/routes/chat';
import { httpStream } from '../http/http-stream';
import { prepareStream } from '../domain/chat/stream-reply';

/**
 * POST /api/bot/chat/{chatId}/stream — the coach's reply as it is written and screened:
 * `start`, then `text` events (or one `replace`), then `done` with the stored exchange, or `error`.
 */
export const handler = httpStream(routes.streamReply, async ({ params, body, session, requestId, remainingMs }) => {
  const ctx = { uid: session.uid, chatId: params.chatId, requestId, remainingMs };
  const run = await prepareStream(ctx, body);
  return async (write) => {
    const end = await run({
      start: (streamId, userMessage) => write({ type: 'start', streamId, ...(userMessage && { userMessage }) }),
      text: (text) => write({ type: 'text', text }),
      replace: (text) => write({ type: 'replace', text }),
    });
    write('answer' in end ? { type: 'done', answer: end.answer } : { type: 'error', ...end.failure });
  };
});
