import type { ChatMessage } from '#shared/schemas/chat';
import { CopyButton } from './copy-button';

/** The quiet words under a reply that did not finish. */
export const STOPPED_LABEL = 'Stopped';
export const CUT_OFF_NOTE = 'This reply was cut off.';

/**
 * Under a coach reply: how it ended if it did not finish (stopped by the user, or cut off, which
 * the chat's actions below offer to continue), and Copy.
 */
export function ReplyMeta({ message }: { message: ChatMessage }) {
  return (
    <div className="message-meta">
      {message.status === 'stopped' ? <span className="message-meta__note">{STOPPED_LABEL}</span> : null}
      {message.status === 'cut-off' ? <span className="message-meta__note">{CUT_OFF_NOTE}</span> : null}
      <CopyButton text={message.content} />
    </div>
  );
}
