import type { ChatGoal, ChatStyle } from '#shared/chat';
import { createChat } from '../../data/chats';
import { getProfile, type UserProfile } from '../../data/users';
import { requireEntitlement, requireHonestyChecks } from './chat-access';
import { toChatSummary } from './chat-views';

/**
 * Starts a chat, or a temporary session, once the checks pass on the server whatever the web app
 * allowed: the age confirmation and the AI disclosure (409), the plan (403).
 */
export async function startChat(uid: string, choice: { goal: ChatGoal; style: ChatStyle }, options?: { temporary: true }) {
  const profile: Partial<UserProfile> = (await getProfile(uid)) ?? {};
  requireHonestyChecks(profile);
  requireEntitlement(profile.plan, choice);
  const chat = await createChat(uid, choice.goal, choice.style, options);
  return { success: true, data: toChatSummary(chat) };
}
