import { messages } from '#shared/messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SubScreen } from './sub-screen';

/** The outcome of Delete All Chats: messages.deleteChats.none / success / failed (spec section 8). */
export interface DeleteChatsResult {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export interface DeleteChatsConfirmProps {
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** The outcome to show. */
  result?: DeleteChatsResult | null;
}

/**
 * The Delete All Chats confirmation (spec section 2). It only shows the choices and the outcome;
 * DeleteAllChatsScreen runs the deletion, which the dashboard provides since it owns the chats.
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
