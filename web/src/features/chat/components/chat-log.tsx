import { Fragment, useEffect, useRef, useState } from 'react';
import { COACH_NAME } from '#shared/chat';
import { GUARDIAN_TOLD_LINE } from '#shared/guardian-notice';
import { messages as text } from '#shared/messages';
import type { ChatMessage } from '#shared/schemas/chat';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CrisisResourcesCard } from '@/components/sos/crisis-resources-card';
import type { ChatNotice } from '../chat-failure';
import { isTyping, streamedText, type ConversationState, type MessageFocus, type ReplyPhase } from '../conversation-state';
import { revealWords } from '../reveal';
import { RegenerateIcon } from './chat-icons';
import { BreakNote, type BreakNoteProps } from './break-note';
import { CheckInEmailAsk } from './check-in-email-ask';
import { MessageEditor } from './message-editor';
import { ReplyMeta } from './message-meta';
import { MessageText } from './message-text';
import { TypingDots, typingText } from './typing-indicator';

export interface ChatLogProps {
  items: readonly ChatMessage[];
  reply: ReplyPhase;
  notice: ChatNotice | null;
  /**
   * Regenerate and Try again: both ask for a new last reply. Absent in a temporary session, which
   * keeps nothing on the server to regenerate from; so are Continue and Edit.
   */
  onRegenerate?: (() => void) | undefined;
  /** More of a last reply that was cut off. */
  onContinue?: (() => void) | undefined;
  /** Sends the last message again with new text; resolves false when it was not stored. */
  onEdit?: ((messageId: string, text: string) => Promise<boolean>) | undefined;
  /** The healthy-use break suggestion, when one is due; shown under the latest reply. */
  breakNote?: BreakNoteProps | undefined;
  /** A search match to scroll to, its words marked. */
  focus?: MessageFocus | null | undefined;
  /** The last reply that came in whole, said once to screen readers. */
  announcement?: ConversationState['announcement'] | undefined;
}

/**
 * The conversation (spec section 2). A reply streaming in is hidden from screen readers
 * and the log is busy; once whole it is said once, politely, by the announcement line (the log
 * itself is not live, so it is not said twice). The offline note shows once, above the messages.
 * A reply to a flagged message has the crisis lines under it; under the last one that met tier
 * (b) or (c), the check-in e-mail ask, until the user answers it. A break suggestion sits under
 * the latest reply. Every message carries `data-message-id`, so a search match can be shown.
 */
export function ChatLog(props: ChatLogProps) {
  const { items, reply, notice, onRegenerate, onContinue, onEdit, breakNote, focus, announcement } = props;
  const streaming = reply.kind === 'streaming' ? reply : null;
  const idle = reply.kind === 'idle';
  const last = items.at(-1);
  const offline = items.some((message) => message.role === 'assistant' && message.engine === 'offline');
  const canRegenerate = idle && last?.role === 'assistant';
  const askAfter = items.findLast((message) => message.role === 'assistant' && (message.safety === 'b' || message.safety === 'c'))?.id;
  const editable = idle && onEdit ? items.findLast((message) => message.role === 'user')?.id : undefined;
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  // A search match: once its message is on screen, bring it into view.
  const found = focus ? items.some((message) => message.id === focus.messageId) : false;
  useEffect(() => {
    if (!focus || !found) return;
    logRef.current?.querySelector(`[data-message-id=${JSON.stringify(focus.messageId)}]`)?.scrollIntoView({ block: 'center' });
  }, [focus, found]);

  const save = async (messageId: string, newText: string) => {
    setEditing(null);
    // Not stored (a refusal, no connection): the text comes back into the editor.
    if (onEdit && !(await onEdit(messageId, newText))) setEditing({ id: messageId, text: newText });
  };

  return (
    <>
      {offline ? <p className="chat-note">{text.chat.offlineCoach}</p> : null}
      <div ref={logRef} className="chat-log" role="log" aria-live="off" aria-label="Conversation" aria-busy={Boolean(streaming)}>
        {items.map((message) => (
          <Fragment key={message.id}>
            {editing?.id === message.id ? (
              <MessageEditor
                initial={editing.text}
                onSave={(newText) => void save(message.id, newText)}
                onCancel={() => {
                  setEditing(null);
                  requestAnimationFrame(() => editButtonRef.current?.focus());
                }}
              />
            ) : (
              <div className={`message message--${message.role}`} data-message-id={message.id}>
                <span className="visually-hidden">{message.role === 'user' ? 'You' : COACH_NAME}: </span>
                <MessageText text={message.content} marks={focus?.messageId === message.id ? focus.words : undefined} />
              </div>
            )}
            {message.role === 'assistant' ? <ReplyMeta message={message} /> : null}
            {message.id === editable && editing?.id !== message.id ? (
              <div className="message-meta message-meta--user">
                <button
                  ref={editButtonRef}
                  type="button"
                  className="chat-action chat-action--small"
                  onClick={() => setEditing({ id: message.id, text: message.content })}
                >
                  Edit
                </button>
              </div>
            ) : null}
            {/* A reply to a flagged message carries the crisis lines, also after a reload (SAFETY.md 2). */}
            {message.role === 'assistant' && message.safety ? <CrisisResourcesCard help={message.help} /> : null}
            {/* The teen is told at once that their guardians are being told (docs/safety.md "A notice to a guardian"). */}
            {message.role === 'assistant' && message.guardianTold ? <p className="chat-note">{GUARDIAN_TOLD_LINE}</p> : null}
            {message.id === askAfter ? <CheckInEmailAsk /> : null}
          </Fragment>
        ))}
        {streaming && streaming.shown > 0 ? (
          <div key="streaming" className="message message--assistant" aria-hidden="true">
            <MessageText text={revealWords(streamedText(streaming), streaming.shown)} />
          </div>
        ) : null}
        {breakNote && canRegenerate ? <BreakNote {...breakNote} /> : null}
      </div>
      {isTyping(reply) ? <TypingDots /> : null}
      {/* Mounted all along: a live region announces changes, not its own arrival. */}
      <p role="status" className="visually-hidden">
        {isTyping(reply) ? typingText : ''}
      </p>
      <p aria-live="polite" className="visually-hidden">
        {idle && announcement ? `${COACH_NAME}: ${announcement.text}` : ''}
      </p>
      {canRegenerate && onRegenerate ? (
        <div className="chat-actions">
          {last.status === 'cut-off' && onContinue ? (
            <button type="button" className="chat-action" onClick={onContinue}>
              Continue
            </button>
          ) : null}
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
