import { useEffect, useRef, type Dispatch } from 'react';
import type { StreamReplyBody } from '../../../../shared/schemas/chat-stream';
import type { ReplyResponse } from '../../../../shared/schemas/chat';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { stopReply } from './api/stop-reply';
import { StreamInterrupted, streamReply } from './api/stream-reply';
import type { ConversationAction } from './conversation-state';

/** How a streamed reply ended. */
export type StreamResult =
  | { kind: 'done'; answer: ReplyResponse }
  /** The server said the reply failed; `saved`: the user's message is stored. */
  | { kind: 'error'; message: string; saved: boolean }
  /** Refused before the stream started (the usual JSON error answer, or no connection at all). */
  | { kind: 'refused'; error: unknown }
  /** The connection dropped part-way; `started`: the server had begun (and stored the message). */
  | { kind: 'lost'; started: boolean }
  /** We closed it ourselves (the chat unmounted). */
  | { kind: 'aborted' };

interface ActiveStream {
  chatId: string;
  streamId: string | null;
  stopWanted: boolean;
  controller: AbortController;
}

function sendStop(stream: ActiveStream): void {
  if (!stream.streamId) return;
  stopReply(stream.chatId, stream.streamId).catch((error: unknown) => {
    // The reply then simply finishes; what was shown stays.
    console.warn('Could not stop the reply', error);
  });
}

/**
 * Reads one reply stream at a time (issue 23), putting its words on screen while `onScreen()`
 * says the chat is still the one shown, and stops it on request: Stop before the stream's `start`
 * is remembered and sent as soon as the stream has an id.
 */
export function useReplyStream(dispatch: Dispatch<ConversationAction>) {
  const active = useRef<ActiveStream | null>(null);
  useEffect(() => () => active.current?.controller.abort(), []);

  async function run(chatId: string, body: StreamReplyBody, onScreen: () => boolean, localId?: string): Promise<StreamResult> {
    const stream: ActiveStream = { chatId, streamId: null, stopWanted: false, controller: new AbortController() };
    active.current = stream;
    let started = false;
    try {
      for await (const event of streamReply(chatId, body, stream.controller.signal)) {
        if (event.type === 'done') return { kind: 'done', answer: event.answer };
        if (event.type === 'error') return { kind: 'error', message: event.message, saved: event.saved };
        if (event.type === 'start') {
          started = true;
          stream.streamId = event.streamId;
          if (stream.stopWanted) sendStop(stream);
        }
        if (!onScreen()) continue;
        if (event.type === 'start')
          dispatch({ type: 'started', ...(event.userMessage ? { userMessage: event.userMessage } : {}), ...(localId ? { localId } : {}) });
        else if (event.type === 'text') dispatch({ type: 'streamText', text: event.text, instant: prefersReducedMotion() });
        else dispatch({ type: 'streamReplace', text: event.text });
      }
      return { kind: 'lost', started };
    } catch (error) {
      if (stream.controller.signal.aborted) return { kind: 'aborted' };
      if (error instanceof StreamInterrupted) return { kind: 'lost', started };
      return { kind: 'refused', error };
    } finally {
      // The reply is over: close the connection (also after `done`).
      stream.controller.abort();
      if (active.current === stream) active.current = null;
    }
  }

  /** Asks the server to stop the reply being read, once. */
  function stop(): void {
    const stream = active.current;
    if (!stream || stream.stopWanted) return;
    stream.stopWanted = true;
    sendStop(stream);
  }

  return { run, stop };
}
