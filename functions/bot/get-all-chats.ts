import * as routes from '../../shared/routes/chat';
import { listChats } from '../data/chats';
import { http } from '../http/http';
import { toChatSummary } from '../domain/chat/chat-views';

/** GET /api/bot/get-all-chats — the user's chats, newest first (the Sessions list); a temporary session is never listed. */
export const handler = http(routes.getAllChats, async ({ session }) => ({
  success: true,
  data: (await listChats(session.uid)).filter((chat) => !chat.temporary).map(toChatSummary),
}));
