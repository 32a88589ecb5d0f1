import { useId, useRef, useState } from 'react';
import { messages } from '#shared/messages';
import type { ChatSummary } from '#shared/schemas/chat';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CloseIcon, StrokeIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { sessionTitle } from '../sessions';
import { DeleteChatDialog } from './delete-chat-dialog';
import { RenameSessionDialog } from './rename-session-dialog';
import '../chat.css';

/** A pencil: rename the session. */
function RenameIcon() {
  return <StrokeIcon d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />;
}

/** A page with lines and a bar chart: the session's report. */
function ReportIcon() {
  return <StrokeIcon d="M6 3h9l3 3v15H6zM9 17v-3M12 17v-6M15 17v-4" />;
}

export interface SessionMenuProps {
  status: 'pending' | 'success' | 'error';
  /** Newest first. */
  chats: readonly ChatSummary[];
  currentId: string | null;
  onReload: () => void;
  onNewSession: () => void;
  onSelect: (chatId: string) => void;
  onDeleted: (chatId: string) => void;
  /** Saves the user's name for a session; the list shows it at once and goes back if this rejects. */
  onRename?: (chat: ChatSummary, name: string) => Promise<unknown>;
  /** Opens the session's report: the report topics modal, or the plan popup on Basic. */
  onReport?: (chat: ChatSummary) => void;
  /** Opens "Search sessions" (components/search-dialog.tsx). */
  onSearch?: () => void;
}

/**
 * The middle of the side menu (spec section 2): "+ New Session", "Search sessions" and the "Sessions" list, newest
 * first, untitled ones shown as "New Session", each with a delete cross that asks first, and
 * beside it buttons to rename the session and for its report.
 */
export function SessionMenu(props: SessionMenuProps) {
  const { status, chats, currentId, onReload, onNewSession, onSelect, onDeleted, onRename, onReport, onSearch } = props;
  const headingId = useId();
  const [confirming, setConfirming] = useState<ChatSummary | null>(null);
  const [renaming, setRenaming] = useState<ChatSummary | null>(null);
  const [renameError, setRenameError] = useState<unknown>(null);
  const newSessionRef = useRef<HTMLButtonElement>(null);
  // Set only after a deletion: the cross that opened the popup is gone, so focus goes to New Session.
  const afterDelete = useRef<HTMLElement | null>(null);

  return (
    <>
      <Button ref={newSessionRef} block className="session-menu__new" onClick={onNewSession}>
        {messages.dashboard.newSession}
      </Button>
      {onSearch ? (
        <Button variant="ghost" block className="session-menu__search" aria-haspopup="dialog" onClick={onSearch}>
          Search sessions
        </Button>
      ) : null}
      <section className="sessions" aria-labelledby={headingId}>
        <h2 id={headingId} className="sessions__title">
          {messages.dashboard.sessions}
        </h2>
        {status === 'pending' ? <p className="sessions__status">Loading sessions…</p> : null}
        {status === 'error' ? (
          <div className="sessions__status">
            <Alert>We couldn&apos;t load your sessions.</Alert>
            <Button variant="ghost" onClick={onReload}>
              Reload sessions
            </Button>
          </div>
        ) : null}
        {status === 'success' && chats.length === 0 ? <p className="sessions__status">No sessions yet.</p> : null}
        <ul className="sessions__list">
          {chats.map((chat) => {
            const title = sessionTitle(chat);
            const current = chat.chatId === currentId;
            return (
              <li key={chat.chatId} className={current ? 'session session--current' : 'session'}>
                <button type="button" className="session__open" aria-current={current || undefined} onClick={() => onSelect(chat.chatId)}>
                  {title}
                </button>
                {onRename ? (
                  <button
                    type="button"
                    className="session__rename"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setRenameError(null);
                      setRenaming(chat);
                    }}
                  >
                    <RenameIcon />
                    <span className="visually-hidden">Rename session: {title}</span>
                  </button>
                ) : null}
                {onReport ? (
                  <button
                    type="button"
                    className="session__report"
                    aria-haspopup="dialog"
                    aria-label={`Session report: ${title}`}
                    onClick={() => onReport(chat)}
                  >
                    <ReportIcon />
                  </button>
                ) : null}
                <button
                  type="button"
                  className="session__delete"
                  onClick={() => {
                    afterDelete.current = null;
                    setConfirming(chat);
                  }}
                >
                  <CloseIcon />
                  <span className="visually-hidden">Delete chat: {title}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {renameError ? <Alert>{errorMessage(renameError, "We couldn't rename this session. Please try again.")}</Alert> : null}
      </section>
      {renaming && onRename ? (
        <RenameSessionDialog
          chat={renaming}
          onClose={() => setRenaming(null)}
          onRename={(name) => {
            setRenaming(null);
            onRename(renaming, name).catch(setRenameError);
          }}
        />
      ) : null}
      {confirming ? (
        <DeleteChatDialog
          chat={confirming}
          returnFocusRef={afterDelete}
          onClose={() => setConfirming(null)}
          onDeleted={(chatId) => {
            afterDelete.current = newSessionRef.current;
            setConfirming(null);
            onDeleted(chatId);
          }}
        />
      ) : null}
    </>
  );
}
