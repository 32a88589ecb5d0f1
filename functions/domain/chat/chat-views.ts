import { disclosureDue, type DisclosureState } from '#shared/disclosure';
import type { ChatMessage, ChatSummary, ReplyResponse } from '#shared/schemas/chat';
import type { MessageRecord } from '../../data/chat-messages';
import type { ChatCrisis, ChatRecord } from '../../data/chats';

/** How stored chats and messages are answered (shared/schemas/chat.ts); nothing else leaves. */

/** A chat as listed and created: the spec reads both `_id` and `chatId`; untitled is ''. */
export const toChatSummary = (chat: ChatRecord): ChatSummary => ({
  _id: chat.chatId,
  chatId: chat.chatId,
  title: chat.title ?? '',
  startTime: chat.startTime,
  chatGoal: chat.goal,
  chatStyle: chat.style,
  // Only what the screen needs: the careful turns and the confirmation stay internal (SAFETY.md 20).
  ...(chat.crisis && { crisis: { tier: chat.crisis.tier, acknowledged: chat.crisis.acknowledged } }),
  ...(chat.temporary && { temporary: true as const }),
});

export const toChatMessage = (message: MessageRecord): ChatMessage => ({
  id: message.id,
  role: message.role,
  content: message.content,
  createdAt: message.createdAt,
  ...(message.engine && { engine: message.engine }),
  ...(message.safety && { safety: message.safety }),
  ...(message.status && { status: message.status }),
  ...(message.help && { help: message.help }),
  ...(message.guardianTold && { guardianTold: true as const }),
});

/**
 * The answer: the spec's fields, the reply's tier when the resources show beside it (shownTier;
 * `crisisScreen` while a tier (c) screen is not acknowledged), and `disclosureDue` when the AI
 * disclosure is due again.
 */
export function replyResponse(
  question: { user: DisclosureState; userMessage: MessageRecord },
  stored: MessageRecord,
  crisis: ChatCrisis | undefined,
): ReplyResponse {
  return {
    success: true,
    resonse: stored.content,
    message: toChatMessage(stored),
    userMessage: toChatMessage(question.userMessage),
    ...(crisis && stored.safety && { safety: { tier: stored.safety, crisisScreen: crisis.tier === 'c' && !crisis.acknowledged } }),
    ...(disclosureDue(question.user) && { disclosureDue: true }),
  };
}
