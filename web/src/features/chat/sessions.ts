import { GOALS, STYLES, type ChatGoal, type ChatStyle } from '#shared/chat';
import { messages } from '#shared/messages';
import type { ChatSummary } from '#shared/schemas/chat';

/** The goal and style picked in the wizard, kept until the first message creates the chat. */
export interface ChatChoice {
  goal: ChatGoal;
  style: ChatStyle;
  /** A temporary session: nothing is stored, listed or remembered. */
  temporary?: boolean;
}

/** Sessions newest first (spec section 2), whatever order the API answered in. */
export function newestFirst(chats: readonly ChatSummary[]): ChatSummary[] {
  const time = (chat: ChatSummary) => Date.parse(chat.startTime) || 0;
  return [...chats].sort((a, b) => time(b) - time(a));
}

/** What the list shows for a chat: its title, or "New Session" until the first message names it. */
export const sessionTitle = (chat: Pick<ChatSummary, 'title'>): string => chat.title.trim() || messages.dashboard.untitled;

/** "Reduce Stress · Non-Directive Approach", for the chat view's header. */
export const choiceSummary = ({ goal, style }: ChatChoice): string => `${GOALS[goal]} · ${STYLES[style]}`;
