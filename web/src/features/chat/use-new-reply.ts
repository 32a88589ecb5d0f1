import { useEffect, useRef } from 'react';
import type { ChatMessage } from '#shared/schemas/chat';
import { useLatest } from '@/lib/use-latest';
import type { ConversationState } from './conversation-state';

/**
 * Calls `onReply` with each coach reply once it is complete: when the stream's `done`
 * brings the stored reply, while its last words may still be revealing, or at once for an
 * immediate reply. Replies of a chat being opened, a reply put back after a failure, and a reply
 * the user stopped are not new.
 */
export function useNewReply(state: ConversationState, onReply: (reply: ChatMessage) => void): void {
  const latest = useLatest(onReply);
  // Set while a reply is awaited, so only the answer to this request counts.
  const awaiting = useRef(false);
  const pending = state.reply.kind === 'streaming' && !state.reply.final;
  const final = state.reply.kind === 'streaming' ? state.reply.final : undefined;
  const last = state.messages.at(-1);
  const failed = state.notice !== null;

  useEffect(() => {
    if (pending) {
      awaiting.current = true;
      return;
    }
    if (!awaiting.current) return;
    awaiting.current = false;
    const reply = final ?? (!failed && last?.role === 'assistant' ? last : undefined);
    if (reply && reply.status !== 'stopped') latest.current(reply);
  }, [pending, final, last, failed, latest]);
}
