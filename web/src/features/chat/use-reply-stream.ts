import { useEffect, useRef, type Dispatch } from 'react';
import type { StreamReplyBody } from '#shared/schemas/chat-stream';
import type { ReplyResponse } from '#shared/schemas/chat';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { stopReply } from './api/stop-reply';
import { StreamInterrupted, streamReply } from './api/stream-reply';
import type { ConversationAction } from './conversation-state';

/** How a streamed reply ended. */
export type StreamResult =
  | { kind: 'done'; answer: ReplyResponse }
  /** The server said the reply failed (`code` says why); `saved`: the user's message is stored. */
  | { kind: 'error'; code: string; message: string; saved: boolean }
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
  /** The characters of the reply on screen when Stop was pressed. */
  shown: number;
  controller: AbortController;
}

function sendStop(stream: ActiveStream): void {
  if (!stream.streamId) return;
  stopReply(stream.chatId, stream.streamId, stream.shown).catch((error: unknown) => {
    // The reply then simply finishes; what was shown stays.
    console.warn('Could not stop the reply', error);
  });
}

/** Whether the stored reply holds more than was shown: the server is then asked again, to cut it. */
const longerThanShown = (answer: ReplyResponse, stream: ActiveStream): boolean =>
  stream.stopWanted && answer.message.engine !== 'safety' && answer.message.content.length > stream.shown;

/**
 * Reads one reply stream at a time (docs/decisions/0053-streaming-replies.md), putting its words on
 * screen while `onScreen()` says the chat is still the one shown, and stops it on request: Stop
 * before the stream's `start` is remembered and sent as soon as the stream has an id. A stream
 * that already ended but whose reply is still being revealed can be stopped too: its stored reply
 * is then cut to what was shown.
 */
export function useReplyStream(dispatch: Dispatch<ConversationAction>) {
  const active = useRef<ActiveStream | null>(null);
  const finished = useRef<ActiveStream | null>(null);
  useEffect(() => () => active.current?.controller.abort(), []);

  async function run(chatId: string, body: StreamReplyBody, onScreen: () => boolean, localId?: string): Promise<StreamResult> {
    const stream: ActiveStream = { chatId, streamId: null, stopWanted: false, shown: 0, controller: new AbortController() };
    active.current = stream;
    finished.current = null;
    let started = false;
    try {
      for await (const event of streamReply(chatId, body, stream.controller.signal)) {
        if (event.type === 'done') {
          // Stop came while the server was ending the stream: it kept what it had sent, more than was shown.
          if (longerThanShown(event.answer, stream)) sendStop(stream);
          finished.current = stream;
          return { kind: 'done', answer: event.answer };
        }
        if (event.type === 'error') return { kind: 'error', code: event.code, message: event.message, saved: event.saved };
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

  /**
   * Asks the server, once, to stop the reply being read, or (`ended`: its stream already ended)
   * to cut the stored reply to the `shown` characters on screen.
   */
  function stop(shown: number, ended: boolean): void {
    const stream = ended ? finished.current : active.current;
    if (!stream || stream.stopWanted) return;
    stream.stopWanted = true;
    stream.shown = shown;
    sendStop(stream);
  }

  return { run, stop };
}
