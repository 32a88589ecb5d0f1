import { useState, type FormEvent } from 'react';
import { messages } from '#shared/messages';
import { isValidPassword } from '#shared/validation';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/password-field';
import { NewPasswordField } from '@/components/new-password-field';
import { changePassword, changePasswordFailure } from '../api/change-password';
import { SubScreen } from './sub-screen';

type Notice = { tone: 'success' | 'error'; text: string };

/** The spec's rules (section 5): both fields first, then the password rule for the new one. */
export function validateChangePassword(currentPassword: string, newPassword: string): string | null {
  if (!currentPassword || !newPassword) return messages.changePassword.fillAll;
  if (!isValidPassword(newPassword)) return messages.signup.passwordRule;
  return null;
}

/** Settings > Account > Change Password (spec sections 2, 3, 5 and 8). */
export function ChangePasswordScreen({ uid, onBack }: { uid: string; onBack: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateChangePassword(currentPassword, newPassword);
    if (invalid) {
      setNotice({ tone: 'error', text: invalid });
      return;
    }
    setPending(true);
    setNotice(null);
    try {
      await changePassword({ currentPassword, newPassword, uid });
      setCurrentPassword('');
      setNewPassword('');
      setNotice({ tone: 'success', text: messages.changePassword.success });
    } catch (failure) {
      setNotice({ tone: 'error', text: changePasswordFailure(failure) });
    } finally {
      setPending(false);
    }
  };

  const typed = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setNotice(null);
  };

  return (
    <SubScreen title="Change Password" onBack={onBack}>
      <form className="settings-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          autoFocus
          value={currentPassword}
          onChange={typed(setCurrentPassword)}
        />
        <NewPasswordField value={newPassword} onChange={typed(setNewPassword)} />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <div className="sub-screen__actions">
          <Button type="submit" busy={pending}>
            Change Password
          </Button>
        </div>
      </form>
    </SubScreen>
  );
}
