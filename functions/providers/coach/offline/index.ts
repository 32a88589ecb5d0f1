import { log } from '../../../kernel/log';
import type { Coach, CoachReply, CoachRequest } from '../port';
import { composeReply } from './compose';

/**
 * The built-in offline coach: rule-based and reflective, following the chosen goal and style.
 * It answers when no OpenAI key is configured and when OpenAI fails; the chat shows that the full
 * AI coach is not connected whenever a reply's engine is 'offline'.
 */
export function offlineCoach(): Coach {
  return {
    async reply(request: CoachRequest): Promise<CoachReply> {
      const started = Date.now();
      const text = composeReply(request);
      log.info('coach reply', {
        engine: 'offline',
        goal: request.goal,
        style: request.style,
        turns: request.turns.length,
        durationMs: Date.now() - started,
      });
      return { text, engine: 'offline' };
    },
  };
}
