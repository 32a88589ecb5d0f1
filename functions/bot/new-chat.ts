import { routes } from '../../shared/routes';
import { createChat } from '../data/chats';
import { getPlan } from '../data/users';
import { http } from '../lib/http';
import { requireEntitlement } from './chat-access';
import { toChatSummary } from './chat-views';

/**
 * PUT /api/bot/new-chat/{chatGoal}/{chatStyle} — starts a chat (the web calls it when the first
 * message is sent). The plan is checked here, on the server, whatever the wizard allowed.
 */
export const handler = http(routes.newChat, async ({ params, session }) => {
  const choice = { goal: params.chatGoal, style: params.chatStyle };
  requireEntitlement(await getPlan(session.uid), choice);
  const chat = await createChat(session.uid, choice.goal, choice.style);
  return { success: true, data: toChatSummary(chat) };
});
