import { useState } from 'react';
import { DEFAULT_THEME } from '../../../../../shared/preferences';
import { messages } from '../../../../../shared/messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { applyTheme } from '@/lib/theme';
import { useAuth } from '@/lib/auth/auth-context';
import { deleteUser } from '../api/delete-user';
import { SubScreen } from './sub-screen';

const DELETE_FAILED = "We couldn't delete your account. Please try again.";

/**
 * The account deletion confirmation (spec sections 2 and 4): Yes deletes the account, clears
 * localStorage and logs out, which goes to / replacing history. No goes back.
 */
export function DeleteAccountConfirm({ onCancel }: { onCancel: () => void }) {
  const { logout } = useAuth();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await deleteUser();
    } catch (failure) {
      setPending(false);
      setError(errorMessage(failure, DELETE_FAILED));
      return;
    }
    try {
      localStorage.clear();
    } catch {
      // Storage can be disabled; then nothing was kept in it.
    }
    // The stored theme went with localStorage; show the default one the next visitor would see.
    applyTheme(DEFAULT_THEME);
    await logout();
  };

  return (
    <SubScreen title="Delete Account" onBack={onCancel}>
      <p>{messages.deleteAccount.confirm}</p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="sub-screen__actions">
        <Button variant="secondary" onClick={pending ? undefined : onCancel} aria-disabled={pending || undefined} autoFocus>
          {messages.deleteAccount.no}
        </Button>
        <Button className="button--danger" onClick={onConfirm} busy={pending}>
          {messages.deleteAccount.yes}
        </Button>
      </div>
    </SubScreen>
  );
}
