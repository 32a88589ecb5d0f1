import { Fragment } from 'react';
import { COACH_NAME } from '../../../../../shared/chat';
import { messages as text } from '../../../../../shared/messages';
import type { ChatMessage } from '../../../../../shared/schemas/chat';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CrisisResourcesCard } from '@/components/sos/crisis-resources-card';
import type { ChatNotice } from '../chat-failure';
import type { ReplyPhase } from '../conversation-state';
import { revealWords } from '../reveal';
import { RegenerateIcon } from './chat-icons';
import { BreakNote, type BreakNoteProps } from './break-note';
import { CheckInEmailAsk } from './check-in-email-ask';
import { MessageText } from './message-text';
import { TypingDots, typingText } from './typing-indicator';

export interface ChatLogProps {
  items: readonly ChatMessage[];
  reply: ReplyPhase;
  notice: ChatNotice | null;
  /**
   * Regenerate and Try again: both ask the regenerate route for a new last reply. Absent in a
   * temporary session, which keeps nothing on the server to regenerate from.
   */
  onRegenerate?: (() => void) | undefined;
  /** The healthy-use break suggestion, when one is due; shown under the latest reply. */
  breakNote?: BreakNoteProps | undefined;
}

/**
 * The conversation (spec section 2): a log region that screen readers follow politely. A reply
 * being revealed word by word is hidden from them and busy; once whole it is rendered anew, so it
 * is announced once, complete. The offline note shows once, above the messages. A reply to a
 * flagged message has the crisis lines under it; under the last one that met tier (b) or (c), the
 * check-in e-mail ask, until the user answers it. A break suggestion sits under the latest reply.
 */
export function ChatLog({ items, reply, notice, onRegenerate, breakNote }: ChatLogProps) {
  const typing = reply.kind === 'typing';
  const revealing = reply.kind === 'revealing' ? reply : null;
  const offline = items.some((message) => message.role === 'assistant' && message.engine === 'offline');
  const canRegenerate = reply.kind === 'idle' && items.at(-1)?.role === 'assistant';
  const askAfter = items.findLast((message) => message.role === 'assistant' && (message.safety === 'b' || message.safety === 'c'))?.id;

  return (
    <>
      {offline ? <p className="chat-note">{text.chat.offlineCoach}</p> : null}
      <div className="chat-log" role="log" aria-live="polite" aria-label="Conversation" aria-busy={typing || Boolean(revealing)}>
        {items.map((message) =>
          revealing?.id === message.id ? (
            <div key={`${message.id}-revealing`} className="message message--assistant" aria-hidden="true">
              <MessageText text={revealWords(message.content, revealing.shown)} />
            </div>
          ) : (
            <Fragment key={message.id}>
              <div className={`message message--${message.role}`}>
                <span className="visually-hidden">{message.role === 'user' ? 'You' : COACH_NAME}: </span>
                <MessageText text={message.content} />
              </div>
              {/* A reply to a flagged message carries the crisis lines, also after a reload (SAFETY.md 2). */}
              {message.role === 'assistant' && message.safety ? <CrisisResourcesCard /> : null}
              {message.id === askAfter ? <CheckInEmailAsk /> : null}
            </Fragment>
          ),
        )}
        {breakNote && canRegenerate ? <BreakNote {...breakNote} /> : null}
      </div>
      {typing ? <TypingDots /> : null}
      {/* Mounted all along: a live region announces changes, not its own arrival. */}
      <p role="status" className="visually-hidden">
        {typing ? typingText : ''}
      </p>
      {canRegenerate && onRegenerate ? (
        <div className="chat-actions">
          <button type="button" className="chat-action" onClick={onRegenerate}>
            <RegenerateIcon />
            {text.chat.regenerate}
          </button>
        </div>
      ) : null}
      {notice ? (
        <div className="chat-notice">
          <Alert>{notice.text}</Alert>
          {notice.retry && onRegenerate ? (
            <Button variant="secondary" onClick={onRegenerate}>
              {text.chat.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
