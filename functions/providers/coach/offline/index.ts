import { log } from '../../../kernel/log';
import type { Coach, CoachPiece, CoachReply, CoachReplyEnd, CoachRequest } from '../port';
import { composeReply } from './compose';

/**
 * The built-in offline coach: rule-based and reflective, following the chosen goal and style.
 * It answers when no OpenAI key is configured and when OpenAI fails; the chat shows that the full
 * AI coach is not connected whenever a reply's engine is 'offline'.
 */

/** A word with the space after it (the first with any space before it): the pieces a streamed offline reply comes in. */
const PIECES = /^\s*\S+\s*|\S+\s*/g;

/**
 * The offline coach's wording is chosen deterministically from the request, so more of a reply
 * that was cut off is the rest of the same reply; a different reply has no rest to add.
 */
function remainder(text: string, continuing: string | undefined): string {
  if (continuing === undefined) return text;
  return text.startsWith(continuing.trimEnd()) ? text.slice(continuing.trimEnd().length) : '';
}

export function offlineCoach(): Coach {
  function write(request: CoachRequest): string {
    const started = Date.now();
    const text = composeReply(request);
    log.info('coach reply', {
      engine: 'offline',
      goal: request.goal,
      style: request.style,
      turns: request.turns.length,
      durationMs: Date.now() - started,
    });
    return remainder(text, request.continuing);
  }
  return {
    async reply(request: CoachRequest): Promise<CoachReply> {
      return { text: write(request), engine: 'offline' };
    },
    // Written in a millisecond, it streams word by word all the same, so the chat reads one way.
    // It heeds no deadline (as the fallback it must beat one); a reader that stops simply stops reading.
    async *stream(request: CoachRequest): AsyncGenerator<CoachPiece, CoachReplyEnd, undefined> {
      for (const piece of write(request).match(PIECES) ?? []) yield { text: piece, engine: 'offline' };
      return { engine: 'offline' };
    },
  };
}
