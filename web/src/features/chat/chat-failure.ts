import { messages } from '#shared/messages';
import { ApiError, errorMessage } from '@/lib/api-client';

/** What the chat view says after a failed call, and whether "Try again" (the regenerate route) can help. */
export interface ChatNotice {
  text: string;
  retry: boolean;
}

const FAILED = 'Your message could not be sent. Please try again.';

/** A chat refused until the AI disclosure is acknowledged: the popup opens, the text stays in the box. */
export const DISCLOSURE_FIRST = 'Please read the note about your AI coach first, then send your message again.';

/** What the API wants done before it accepts a chat: the age question, or the AI disclosure. */
export type ChatRequirement = 'age' | 'disclosure';

/**
 * What a refused chat needs first (409). From new chat a plain CONFLICT also means the disclosure
 * (its only reason to refuse with 409); from the reply routes it means something else, such as
 * nothing to regenerate yet.
 */
export function chatRequirement(error: unknown, fromNewChat = false): ChatRequirement | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.code === 'AGE_CONFIRMATION_REQUIRED') return 'age';
  if (error.code === 'DISCLOSURE_REQUIRED' || (fromNewChat && error.code === 'CONFLICT')) return 'disclosure';
  return null;
}

/**
 * The coach is off for a teen (until a guardian confirms, or in a guardian's coach hours): the
 * message is saved, and "Try again" cannot help until the coach is back.
 */
export const isCoachOff = (code: string | undefined): boolean => code === 'COACH_PAUSED' || code === 'COACH_HOURS';

/**
 * Turns a failed send or regenerate into the chat's message (`fromNewChat` when creating the chat
 * failed). Only a 503 (the coach failed after the message was saved) offers a retry; a plan
 * refusal, a rate limit and a safety step the API needs first say so in plain words.
 */
export function chatFailure(error: unknown, fromNewChat = false): ChatNotice {
  if (!(error instanceof ApiError)) return { text: FAILED, retry: false };
  const requirement = chatRequirement(error, fromNewChat);
  if (requirement === 'age') return { text: messages.signup.ageRequired, retry: false };
  if (requirement === 'disclosure') return { text: DISCLOSURE_FIRST, retry: false };
  if (error.status === 503) return { text: messages.chat.coachFailed, retry: true };
  // Until a guardian confirms, and in a guardian's coach hours: the API's own kind words, never a plan or a price.
  if (isCoachOff(error.code)) return { text: errorMessage(error, FAILED), retry: false };
  if (error.status === 403) return { text: messages.chat.planRequired, retry: false };
  if (error.status === 429) {
    // The generic limit text speaks of "attempts" (logins); a chat-specific one from the API is kept.
    const own = error.message && error.message !== messages.rateLimited ? error.message : null;
    return { text: own ?? messages.chat.tooFast, retry: false };
  }
  return { text: errorMessage(error, FAILED), retry: false };
}

/** Whether the user's message was stored although no reply came: then it stays on screen. */
export const messageWasSaved = (error: unknown): boolean => error instanceof ApiError && error.status === 503;

/** A chat that no longer exists (deleted elsewhere) or an id that was never valid. */
export const chatIsGone = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
