import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { readTitle } from '../../../domain/chat/chat-title';

/** GET /api/bot/title/{chatId} — the chat's title; '' while it has none. */
export const handler = http(routes.getTitle, ({ params, session }) => readTitle(session.uid, params.chatId));
