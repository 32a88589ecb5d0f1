import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../../shared/schemas/chat';
import { useLatest } from '@/lib/use-latest';
import type { ConversationState } from './conversation-state';

/**
 * Calls `onReply` with each coach reply as it appears on screen: after the typing dots, when its
 * words start to reveal (or at once for an immediate reply). Replies of a chat being opened, and a
 * reply put back after a failed regenerate, are not new.
 */
export function useNewReply(state: ConversationState, onReply: (reply: ChatMessage) => void): void {
  const latest = useLatest(onReply);
  // Set while a reply is awaited, so only the answer to this request counts.
  const awaiting = useRef(false);
  const typing = state.reply.kind === 'typing';
  const last = state.messages.at(-1);
  const failed = state.notice !== null;

  useEffect(() => {
    if (typing) {
      awaiting.current = true;
      return;
    }
    if (!awaiting.current) return;
    awaiting.current = false;
    if (!failed && last?.role === 'assistant') latest.current(last);
  }, [typing, last, failed, latest]);
}
