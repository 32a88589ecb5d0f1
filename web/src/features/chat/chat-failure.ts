import { messages } from '../../../../shared/messages';
import { ApiError, errorMessage } from '../../lib/api-client';

/** What the chat view says after a failed call, and whether "Try again" (the regenerate route) can help. */
export interface ChatNotice {
  text: string;
  retry: boolean;
}

const FAILED = 'Your message could not be sent. Please try again.';

/**
 * Turns a failed send or regenerate into the chat's message. Only a 503 (the coach failed after
 * the message was saved) offers a retry; a plan refusal and a rate limit say so in plain words.
 */
export function chatFailure(error: unknown): ChatNotice {
  if (!(error instanceof ApiError)) return { text: FAILED, retry: false };
  if (error.status === 503) return { text: messages.chat.coachFailed, retry: true };
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
export const chatIsGone = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
