import { useEffect, type Dispatch } from 'react';
import type { ConversationAction, ReplyPhase } from './conversation-state';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { TYPING_MS, WORD_MS } from './reveal';

/**
 * Drives the reply animation (spec sections 4 and 9): the dots run for at least 2 s after the
 * request (longer if the coach is slower), then one more word every 50 ms on a steady interval.
 * Leaving the chat or unmounting clears the timers.
 */
export function useReplyTimers(reply: ReplyPhase, dispatch: Dispatch<ConversationAction>): void {
  // Primitives, so a word step does not restart the timers.
  const arrivedSince = reply.kind === 'typing' && reply.reply ? reply.since : null;
  const revealingId = reply.kind === 'revealing' ? reply.id : null;

  useEffect(() => {
    if (arrivedSince === null) return undefined;
    const instant = prefersReducedMotion();
    const wait = instant ? 0 : Math.max(0, arrivedSince + TYPING_MS - Date.now());
    const timer = setTimeout(() => dispatch({ type: 'revealStart', instant }), wait);
    return () => clearTimeout(timer);
  }, [arrivedSince, dispatch]);

  useEffect(() => {
    if (revealingId === null) return undefined;
    const timer = setInterval(() => dispatch({ type: 'revealStep' }), WORD_MS);
    return () => clearInterval(timer);
  }, [revealingId, dispatch]);
}
