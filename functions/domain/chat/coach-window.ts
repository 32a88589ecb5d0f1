import { ageGroupOf, type AgeConfirmation } from '#shared/safety';
import type { MessageRecord } from '../../data/chat-messages';
import type { ChatActivity, ChatRecord } from '../../data/chats';
import type { Care, CoachMemory, CoachReply, CoachRequest } from '../../providers/coach';

/**
 * Translates between the stored chat and the coach port. The coach counts summarised turns
 * (`summarizedTurns`: how many of the oldest turns its running summary covers); the chat stores
 * the id of the last message the summary covers instead, which stays right whatever the count
 * is taken over (a regenerated reply keeps its id and place).
 */

/** What the coach needs to know of a question. */
export interface CoachQuestion {
  chat: ChatRecord;
  firstName: string;
  /** The conversation, oldest first, ending with the user message to answer. */
  history: readonly MessageRecord[];
  /** The reply being regenerated: the coach is told so that the new one differs from it. */
  replacing?: MessageRecord;
  /** How careful the coach is, by the chat's flag and this message (crisis-flag.ts careOf). */
  careful?: Care;
  /** What the coach remembers from earlier sessions (Premium, memory on); absent otherwise. */
  memory?: CoachMemory;
  /** Who asks: the coach is told the account's age group, nothing else of them. */
  user?: { ageConfirmation?: AgeConfirmation };
  /** A teen's account whose days to have a guardian confirm are over: the coach pauses (decide.ts). */
  coachPaused?: boolean;
  /** During a linked guardian's coach hours: when the coach is back; the coach is off (decide.ts). */
  coachHours?: { backAt: number; timeZone: string };
  /** A teen's account with a confirmed guardian: a tier (c) message waits briefly for a second reader (decide.ts). */
  guardianLinked?: boolean;
}

/** How many of the oldest messages of `history` the stored summary covers. */
function summarizedCount(chat: ChatRecord, history: readonly MessageRecord[]): number | undefined {
  const upTo = chat.summaryUpTo;
  if (!chat.summary || !upTo) return undefined;
  // Ids sort by time, so "covered" is "not later than the marker".
  return history.filter((message) => message.id <= upTo).length;
}

/** The coach request for a question: the whole conversation, with the running summary if any. */
export function coachRequest({ chat, firstName, history, replacing, careful, memory, user }: CoachQuestion): CoachRequest {
  const summarizedTurns = summarizedCount(chat, history);
  return {
    goal: chat.goal,
    style: chat.style,
    firstName,
    turns: history.map(({ role, content }) => ({ role, content })),
    ...(chat.summary && { summary: chat.summary }),
    ...(summarizedTurns !== undefined && { summarizedTurns }),
    ...(replacing && { regenerating: replacing.content }),
    ...(careful && { careful }),
    ...(memory && { memory }),
    ageGroup: ageGroupOf(user?.ageConfirmation),
  };
}

/**
 * The summary to store after a reply: the coach's new one with the id of the last message it
 * covers, or undefined when the coach folded nothing (the stored one stays).
 */
export function summaryUpdate(history: readonly MessageRecord[], reply: CoachReply): ChatActivity['summary'] {
  if (!reply.summary) return undefined;
  const count = reply.summarizedTurns;
  // Without a count the port takes the summary to cover whatever falls outside the window.
  const last = count === undefined ? undefined : history[Math.min(count, history.length) - 1];
  return { text: reply.summary, ...(last && { upTo: last.id }) };
}
