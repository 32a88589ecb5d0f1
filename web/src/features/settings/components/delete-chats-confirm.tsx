import { messages } from '../../../../../shared/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SubScreen } from './sub-screen';

export interface DeleteChatsConfirmProps {
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** The outcome to show: messages.deleteChats.none / success / failed (spec section 8). */
  result?: { tone: 'success' | 'error'; text: string } | null;
}

/**
 * The Delete All Chats confirmation (spec section 2), ready for the chat issue to wire: it owns
 * the chats, so it runs the deletion and passes the outcome back in `result`.
 */
export function DeleteChatsConfirm({ onConfirm, onCancel, pending = false, result = null }: DeleteChatsConfirmProps) {
  return (
    <SubScreen title="Delete All Chats" onBack={onCancel}>
      <p>Delete every chat session? This cannot be undone.</p>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <div className="sub-screen__actions">
        <Button variant="secondary" onClick={pending ? undefined : onCancel} aria-disabled={pending || undefined} autoFocus>
          {messages.deleteChats.no}
        </Button>
        <Button className="button--danger" onClick={onConfirm} busy={pending}>
          {messages.deleteChats.yes}
        </Button>
      </div>
    </SubScreen>
  );
}
