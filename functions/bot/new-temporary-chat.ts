import * as routes from '../../shared/routes/chat';
import { createChat } from '../data/chats';
import { getProfile, type UserProfile } from '../data/users';
import { http } from '../http/http';
import { requireEntitlement, requireHonestyChecks } from '../domain/chat/chat-access';
import { toChatSummary } from '../domain/chat/chat-views';

/**
 * PUT /api/bot/temporary-chat/{chatGoal}/{chatStyle} — starts a temporary session with
 * the same checks as any chat: the age confirmation and the AI disclosure (409), the plan (403).
 */
export const handler = http(routes.newTemporaryChat, async ({ params, session }) => {
  const choice = { goal: params.chatGoal, style: params.chatStyle };
  const profile: Partial<UserProfile> = (await getProfile(session.uid)) ?? {};
  requireHonestyChecks(profile);
  requireEntitlement(profile.plan, choice);
  const chat = await createChat(session.uid, choice.goal, choice.style, { temporary: true });
  return { success: true, data: toChatSummary(chat) };
});
