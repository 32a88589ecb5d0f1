import { useEffect, type Dispatch } from 'react';
import type { ConversationAction, ReplyPhase } from './conversation-state';
import { WORD_MS } from './reveal';

/**
 * Drives the word reveal (spec sections 4 and 9): from the first words received, one
 * more word every 50 ms on a steady interval, from the text received so far; a beat with nothing
 * new to show does nothing, so the pace never speeds up to catch up. Leaving the chat, the end of
 * the reply or unmounting clears the timer.
 */
export function useReplyTimers(reply: ReplyPhase, dispatch: Dispatch<ConversationAction>): void {
  // A primitive, so each word does not restart the interval.
  const revealing = reply.kind === 'streaming' && (reply.text !== '' || reply.final !== undefined) && !reply.stopping;

  useEffect(() => {
    if (!revealing) return undefined;
    const timer = setInterval(() => dispatch({ type: 'revealStep' }), WORD_MS);
    return () => clearInterval(timer);
  }, [revealing, dispatch]);
}
