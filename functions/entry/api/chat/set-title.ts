import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { setTitle } from '../../../domain/chat/chat-title';

/**
 * POST /api/bot/title/{chatId} — names an untitled chat from the text (the first user message).
 * A chat that already has a title keeps it; the answer is the stored title either way. With
 * `rename`, the text is the user's own name for the session and replaces any title.
 */
export const handler = http(routes.setTitle, ({ params, body, session }) => setTitle(session.uid, params.chatId, body));
