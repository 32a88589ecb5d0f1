import { useState } from 'react';
import { DeleteChatsConfirm, type DeleteChatsResult } from './delete-chats-confirm';

export interface DeleteAllChatsScreenProps {
  /** Deletes every chat and says how it went; the dashboard passes it, since it owns the chats. */
  deleteAll: () => Promise<DeleteChatsResult>;
  onBack: () => void;
}

/** Settings > Data Controls > Delete All Chats: runs the deletion once confirmed and shows the outcome. */
export function DeleteAllChatsScreen({ deleteAll, onBack }: DeleteAllChatsScreenProps) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<DeleteChatsResult | null>(null);

  const onConfirm = async () => {
    if (pending) return;
    setPending(true);
    setResult(null);
    const outcome = await deleteAll();
    setPending(false);
    setResult(outcome);
  };

  return <DeleteChatsConfirm onConfirm={() => void onConfirm()} onCancel={onBack} pending={pending} result={result} />;
}
