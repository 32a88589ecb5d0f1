import { closeReplyStream, openReplyStream, stopRequested } from '../../data/reply-streams';
import { log } from '../../kernel/log';
import type { ReplyContext } from './reply-context';

/**
 * How often a streaming reply looks for Stop: well inside the 200 ms allowed between the
 * press and the model's call closing, at one small consistent read each time.
 */
export const STOP_POLL_MS = 100;

/**
 * Watches for the user's Stop: `signal` aborts once the stop request is stored. One
 * read at a time; a failed read is logged and the next one tries again.
 */
export function watchStop(uid: string, chatId: string, streamId: string, everyMs = STOP_POLL_MS): { signal: AbortSignal; end(): void } {
  const controller = new AbortController();
  let ended = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = async (): Promise<void> => {
    try {
      if (await stopRequested(uid, chatId, streamId)) controller.abort(new DOMException('Stopped by the user', 'AbortError'));
    } catch (error) {
      log.warn('stop check failed', { chatId, error: error instanceof Error ? error.name : typeof error });
    }
    if (!ended && !controller.signal.aborted) timer = setTimeout(() => void look(), everyMs);
  };
  timer = setTimeout(() => void look(), everyMs);
  return {
    signal: controller.signal,
    end: () => {
      ended = true;
      clearTimeout(timer);
    },
  };
}

/** Runs `answer` with the stream noted for Stop and watched for it, then forgets the stream. */
export async function withStop<T>(ctx: ReplyContext, streamId: string, answer: (stop: AbortSignal) => Promise<T>): Promise<T> {
  await openReplyStream(ctx.uid, ctx.chatId, streamId);
  const watch = watchStop(ctx.uid, ctx.chatId, streamId);
  try {
    return await answer(watch.signal);
  } finally {
    watch.end();
    await closeReplyStream(ctx.uid, ctx.chatId, streamId).catch((error: unknown) =>
      log.warn('reply stream not closed', { requestId: ctx.requestId, error: error instanceof Error ? error.name : typeof error }),
    );
  }
}
