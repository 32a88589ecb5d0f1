import type { ChatSummary } from '../../../../shared/schemas/chat';
import type { UserDetails } from '../../../../shared/schemas/user';

/** A popup the dashboard must show before anything else, and the chat a crisis screen is for. */
export type SafetyGate = { kind: 'crisis'; chatId: string } | { kind: 'age' } | { kind: 'disclosure' };

export interface GateFacts {
  user: Pick<UserDetails, 'ageConfirmation'>;
  /** The open chat, when a reply or its stored flag asks for the crisis screen. */
  openCrisisChatId: string | null;
  /** The open chat's id, whose own state outranks its entry in the list. */
  openChatId: string | null;
  chats: readonly ChatSummary[];
  disclosureDue: boolean;
}

/**
 * Which blocking popup comes first, one at a time: a crisis screen (the open chat's, else any
 * listed chat whose tier (c) screen was never acknowledged: it stays across reloads), then the
 * age question, then the AI disclosure. The crisis screen outranks the others because it is the
 * one that can matter for someone's safety; it holds nothing but help and one button.
 */
export function safetyGate({ user, openCrisisChatId, openChatId, chats, disclosureDue }: GateFacts): SafetyGate | null {
  const listed = chats.find((chat) => chat.chatId !== openChatId && chat.crisis?.tier === 'c' && !chat.crisis.acknowledged);
  const crisisChatId = openCrisisChatId ?? listed?.chatId ?? null;
  if (crisisChatId) return { kind: 'crisis', chatId: crisisChatId };
  if (!user.ageConfirmation) return { kind: 'age' };
  if (disclosureDue) return { kind: 'disclosure' };
  return null;
}
