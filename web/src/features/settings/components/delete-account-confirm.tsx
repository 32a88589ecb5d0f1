import { useId, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_THEME } from '#shared/preferences';
import { messages } from '#shared/messages';
import type { DeleteAccountBody } from '#shared/schemas/auth';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/password-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyTheme } from '@/lib/theme';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/paths';
import { deleteUser, proveWithGoogle } from '../api/delete-user';
import type { SettingsUser } from './account-panel';
import { SubScreen } from './sub-screen';

const DELETE_FAILED = "We couldn't delete your account. Please try again.";
const ENTER_PASSWORD = 'Please enter your password.';

/** What went wrong, and whether it is about the password field (which then describes it). */
type Failure = { text: string; field: boolean };

/** Empties localStorage and shows the default theme the next visitor would see. */
function forgetThisBrowser(): void {
  try {
    localStorage.clear();
  } catch {
    // Storage can be disabled; then nothing was kept in it.
  }
  applyTheme(DEFAULT_THEME);
}

/**
 * The account deletion confirmation (spec sections 2 and 4). The owner proves it is them, not
 * only their session: an e-mail account types its password (the field has the focus; Enter
 * confirms), an account that signs in with Google signs in again in the pop-up Yes opens (the
 * safe No has the focus). Then the account is deleted, localStorage cleared and the user logged
 * out, which goes to the page saying it is done, replacing history. A refusal is shown here and
 * keeps the user signed in.
 */
export function DeleteAccountConfirm({ user, onCancel }: { user: SettingsUser; onCancel: () => void }) {
  const { logout } = useAuth();
  const withGoogle = user.provider === 'Google';
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const fail = (next: Failure) => {
    setPending(false);
    setFailure(next);
    if (next.field) passwordRef.current?.focus();
  };

  /** The body that proves the owner asks, or null when they closed the pop-up or it failed. */
  const proof = async (): Promise<DeleteAccountBody | null> => {
    if (!withGoogle) return { password };
    const google = await proveWithGoogle(user.uid);
    if (google.status === 'proven') return { googleIdToken: google.googleIdToken };
    if (google.status === 'error') fail({ text: google.message, field: false });
    else setPending(false);
    return null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!withGoogle && !password) {
      fail({ text: ENTER_PASSWORD, field: true });
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const body = await proof();
      if (!body) return;
      await deleteUser(body);
    } catch (error) {
      const wrongPassword = !withGoogle && error instanceof ApiError && error.status === 401;
      fail({ text: errorMessage(error, DELETE_FAILED), field: wrongPassword });
      return;
    }
    forgetThisBrowser();
    await logout(paths.accountDeleted.getHref());
  };

  return (
    <SubScreen title="Delete Account" onBack={onCancel}>
      <form className="settings-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>{messages.deleteAccount.confirm}</p>
        {withGoogle ? (
          <p>To delete your account, confirm it is you: sign in with Google in the window that opens.</p>
        ) : (
          <PasswordField
            ref={passwordRef}
            label="Password"
            name="password"
            autoComplete="current-password"
            hint="To delete your account, confirm it is you with your Blue Guardian password."
            required
            autoFocus
            value={password}
            aria-invalid={failure?.field || undefined}
            aria-describedby={failure?.field ? errorId : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setFailure(null);
            }}
          />
        )}
        {failure ? <Alert id={errorId}>{failure.text}</Alert> : null}
        <div className="sub-screen__actions">
          <Button variant="secondary" onClick={pending ? undefined : onCancel} aria-disabled={pending || undefined} autoFocus={withGoogle}>
            {messages.deleteAccount.no}
          </Button>
          <Button type="submit" className="button--danger" busy={pending}>
            {messages.deleteAccount.yes}
          </Button>
        </div>
      </form>
    </SubScreen>
  );
}
