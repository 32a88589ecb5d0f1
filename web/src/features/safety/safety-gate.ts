import type { Help } from '#shared/safety';
import type { ChatSummary } from '#shared/schemas/chat';
import type { UserDetails } from '#shared/schemas/user';

/** A popup the dashboard must show before anything else, and the chat a crisis screen is for. */
export type SafetyGate = { kind: 'crisis'; chatId: string; help?: Help } | { kind: 'age' } | { kind: 'disclosure' };

export interface GateFacts {
  user: Pick<UserDetails, 'ageConfirmation'>;
  /** The open chat, when a reply or its stored flag asks for the crisis screen. */
  openCrisisChatId: string | null;
  /** The help of the open chat's latest tier (c) reply: its harm's lines, in its language, come first. */
  openCrisisHelp?: Help;
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
export function safetyGate({ user, openCrisisChatId, openCrisisHelp, openChatId, chats, disclosureDue }: GateFacts): SafetyGate | null {
  if (openCrisisChatId) return { kind: 'crisis', chatId: openCrisisChatId, ...(openCrisisHelp && { help: openCrisisHelp }) };
  const listed = chats.find((chat) => chat.chatId !== openChatId && chat.crisis?.tier === 'c' && !chat.crisis.acknowledged);
  if (listed) return { kind: 'crisis', chatId: listed.chatId };
  if (!user.ageConfirmation) return { kind: 'age' };
  if (disclosureDue) return { kind: 'disclosure' };
  return null;
}
