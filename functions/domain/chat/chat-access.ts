import { type ChatGoal, type ChatStyle } from '#shared/chat';
import { disclosureDue, type DisclosureState } from '#shared/disclosure';
import { messages } from '#shared/messages';
import { canUseGoal, canUseStyle, type PlanName } from '#shared/plans';
import { getChat, type ChatRecord } from '../../data/chats';
import { AppError, forbidden, notFound } from '../../kernel/errors';
import { CHAT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { DISCLOSURE_REQUIRED_MESSAGE } from '#shared/error-messages';

/** The checks every chat route makes before it reads or writes anything of a chat. */

/** 404, for an unknown id and for another user's alike, so that ids reveal nothing. */
export const chatNotFound = () => notFound(CHAT_NOT_FOUND_MESSAGE);

/**
 * Which chats a route works on: 'stored' refuses a temporary session as unknown, since
 * the route would store or read its content; 'temporary' only a temporary one; 'any' either.
 */
export type ChatKind = 'stored' | 'temporary' | 'any';

/**
 * The caller's chat. It is read from the caller's own partition, so another user's id is simply
 * not found: 404, never 403.
 */
export async function requireChat(uid: string, chatId: string, kind: ChatKind = 'any'): Promise<ChatRecord> {
  const chat = await getChat(uid, chatId);
  if (!chat || (kind === 'stored' && chat.temporary) || (kind === 'temporary' && !chat.temporary)) throw chatNotFound();
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

export const AGE_CONFIRMATION_REQUIRED_MESSAGE =
  'Please confirm that you are 18 or older, or that a parent or guardian has agreed, before starting a chat.';

/**
 * SAFETY.md 8, on the server whatever the web app showed: a chat starts only once the terms' age
 * rule is confirmed and the AI disclosure was seen (for guardian-consent users, within the last
 * 3 hours). 409 with its own code, so the web knows which dialog to show.
 */
export function requireHonestyChecks(user: DisclosureState, nowMs: number = Date.now()): void {
  if (!user.ageConfirmation) throw new AppError('AGE_CONFIRMATION_REQUIRED', AGE_CONFIRMATION_REQUIRED_MESSAGE);
  if (disclosureDue(user, nowMs)) throw new AppError('DISCLOSURE_REQUIRED', DISCLOSURE_REQUIRED_MESSAGE);
}
