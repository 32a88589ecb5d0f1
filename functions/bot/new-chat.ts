import * as routes from '../../shared/routes/chat';
import { createChat } from '../data/chats';
import { getProfile, type UserProfile } from '../data/users';
import { http } from '../http/http';
import { requireEntitlement, requireHonestyChecks } from '../domain/chat/chat-access';
import { toChatSummary } from '../domain/chat/chat-views';

/**
 * PUT /api/bot/new-chat/{chatGoal}/{chatStyle} — starts a chat (the web calls it when the first
 * message is sent). The age confirmation, the AI disclosure (409) and the plan (403) are checked
 * here, on the server, whatever the web app allowed.
 */
export const handler = http(routes.newChat, async ({ params, session }) => {
  const choice = { goal: params.chatGoal, style: params.chatStyle };
  const profile: Partial<UserProfile> = (await getProfile(session.uid)) ?? {};
  requireHonestyChecks(profile);
  requireEntitlement(profile.plan, choice);
  const chat = await createChat(session.uid, choice.goal, choice.style);
  return { success: true, data: toChatSummary(chat) };
});
