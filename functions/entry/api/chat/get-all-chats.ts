import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { listChatSummaries } from '../../../domain/chat/chats';

/** GET /api/bot/get-all-chats — the user's chats, newest first (the Sessions list); a temporary session is never listed. */
export const handler = http(routes.getAllChats, ({ session }) => listChatSummaries(session.uid));
