import { log } from '../../kernel/log';
import { countEvent } from '../../kernel/metrics';
import { KeyNotSetError } from './api-key';
import { CoachUnavailableError, type Coach, type CoachPiece, type CoachReplyEnd } from './port';

/** What a failure was, for logs: class, HTTP status and API error code, never a message text. */
export function failureFields(error: unknown): Record<string, string | number | undefined> {
  if (!(error instanceof Error)) return { failure: typeof error };
  const { status, code } = error as { status?: unknown; code?: unknown };
  return {
    failure: error.constructor.name,
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

/**
 * True when the caller aborted for a reason other than running out of time. A caller's timeout
 * still gets the offline reply: it is written in a millisecond, so it beats the caller's deadline
 * and the user gets an answer instead of an error.
 */
function callerGaveUp(signal: AbortSignal | undefined): boolean {
  if (!signal?.aborted) return false;
  // A DOMException, which is not an Error in every realm (jest's vm): compare by name.
  const reason = signal.reason as { name?: unknown } | undefined;
  return reason?.name !== 'TimeoutError';
}

/**
 * Answers with `fallback` when `primary` fails or runs out of time. A request the caller
 * cancelled (an abort that is not a timeout) is not answered at all. When the fallback fails too,
 * throws CoachUnavailableError.
 */
export function withFallback(primary: Coach, fallback: Coach): Coach {
  /** Logs a failure of the primary coach before the fallback answers. */
  function fellBack(error: unknown): void {
    // No key yet (the stack's placeholder) is a setup state, not an incident.
    if (error instanceof KeyNotSetError) log.info('coach offline: no OpenAI key set yet');
    else {
      log.warn('coach falling back to offline', failureFields(error));
      countEvent('CoachFallbacks');
    }
  }
  return {
    async reply(request, signal) {
      try {
        return await primary.reply(request, signal);
      } catch (error) {
        if (callerGaveUp(signal)) throw error;
        fellBack(error);
        return guarded(fallback).reply(request, signal);
      }
    },
    /**
     * A stream falls back only while it has said nothing: words already shown cannot be taken back
     * for another coach's, so a failure part-way is the caller's to handle (a cut-off reply).
     */
    async *stream(request, signal) {
      const words = primary.stream(request, signal);
      let first: IteratorResult<CoachPiece, CoachReplyEnd>;
      try {
        first = await words.next();
      } catch (error) {
        if (callerGaveUp(signal)) throw error;
        fellBack(error);
        return yield* guarded(fallback).stream(request, signal);
      }
      if (first.done) return first.value;
      yield first.value;
      return yield* words;
    },
  };
}

/** Turns any failure of `coach` into CoachUnavailableError, for the handler to map to a 503. */
export function guarded(coach: Coach): Coach {
  function unavailable(error: unknown, signal: AbortSignal | undefined): unknown {
    if (callerGaveUp(signal) || error instanceof CoachUnavailableError) return error;
    const fields = failureFields(error);
    log.error('coach unavailable', fields.failure, fields);
    countEvent('CoachFallbacks');
    return new CoachUnavailableError('No coach could reply', { cause: error });
  }
  return {
    async reply(request, signal) {
      try {
        return await coach.reply(request, signal);
      } catch (error) {
        throw unavailable(error, signal);
      }
    },
    async *stream(request, signal) {
      try {
        return yield* coach.stream(request, signal);
      } catch (error) {
        throw unavailable(error, signal);
      }
    },
  };
}
