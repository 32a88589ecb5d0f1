import { useState, type RefObject } from 'react';
import { messages } from '#shared/messages';
import type { ChatSummary } from '#shared/schemas/chat';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { deleteChat } from '../api/delete-chat';
import { sessionTitle } from '../sessions';

const DELETE_FAILED = "We couldn't delete this chat. Please try again.";

export interface DeleteChatDialogProps {
  chat: ChatSummary;
  onClose: () => void;
  onDeleted: (chatId: string) => void;
  /** Where focus goes once the chat (and so the button that opened this) is gone. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The delete cross's confirmation (spec section 2): "Are you sure you want to delete this chat?", Yes and No. */
export function DeleteChatDialog({ chat, onClose, onDeleted, returnFocusRef }: DeleteChatDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (!pending) onClose();
  };

  const onConfirm = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await deleteChat(chat.chatId);
    } catch (failure) {
      setPending(false);
      setError(errorMessage(failure, DELETE_FAILED));
      return;
    }
    onDeleted(chat.chatId);
  };

  return (
    <Dialog title="Delete Chat" onClose={close} returnFocusRef={returnFocusRef}>
      <p>{messages.dashboard.deleteChatConfirm}</p>
      <p className="dialog__muted">{sessionTitle(chat)}</p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={close} aria-disabled={pending || undefined} data-autofocus>
          {messages.dashboard.no}
        </Button>
        <Button className="button--danger" onClick={() => void onConfirm()} busy={pending}>
          {messages.dashboard.yes}
        </Button>
      </div>
    </Dialog>
  );
}
