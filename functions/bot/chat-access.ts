import { messages } from '../../shared/messages';
import { canUseGoal, canUseStyle, type PlanName } from '../../shared/plans';
import type { ChatGoal, ChatStyle } from '../../shared/chat';
import { getChat, type ChatRecord } from '../data/chats';
import { forbidden, notFound } from '../lib/errors';

/** The checks every chat route makes before it reads or writes anything of a chat. */

export const CHAT_NOT_FOUND_MESSAGE = 'We could not find this chat.';

/** 404, for an unknown id and for another user's alike, so that ids reveal nothing. */
export const chatNotFound = () => notFound(CHAT_NOT_FOUND_MESSAGE);

/**
 * The caller's chat. It is read from the caller's own partition, so another user's id is simply
 * not found: 404, never 403.
 */
export async function requireChat(uid: string, chatId: string): Promise<ChatRecord> {
  const chat = await getChat(uid, chatId);
  if (!chat) throw chatNotFound();
  return chat;
}

/**
 * Refuses (403) a goal and style the plan does not include (spec section 6: Basic, or no plan, has
 * goal 2 with style 2 only), whatever the web app let the user pick. Also applies to continuing an
 * existing chat, so a downgraded user can read a Premium chat but not carry it on.
 */
export function requireEntitlement(plan: PlanName | null | undefined, choice: { goal: ChatGoal; style: ChatStyle }): void {
  if (!canUseGoal(plan, choice.goal) || !canUseStyle(plan, choice.style)) {
    throw forbidden(messages.chat.planRequired);
  }
}
