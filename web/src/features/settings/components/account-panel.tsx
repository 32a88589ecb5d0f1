import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { UserDetails } from '../../../../../shared/schemas/user';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { linkGoogleAccount } from '../api/link-google';
import { SettingsRow } from './settings-row';

export type SettingsUser = Pick<UserDetails, 'uid' | 'email' | 'provider'>;

type Notice = { tone: 'success' | 'error'; text: string };

export interface AccountPanelProps {
  user: SettingsUser;
  /** Called once Google is linked: the user's provider is Google from then on (spec section 4). */
  onGoogleLinked: () => void;
  onChangePassword: () => void;
  onDeleteAccount: () => void;
}

/** Settings > Account (spec section 2): e-mail, Google link, Change Password, Delete Account. */
export function AccountPanel({ user, onGoogleLinked, onChangePassword, onDeleteAccount }: AccountPanelProps) {
  const [linking, setLinking] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const linked = user.provider === 'Google';
  const [justLinked, setJustLinked] = useState(false);
  const linkedRef = useRef<HTMLParagraphElement>(null);

  // The focused Link button gives way to the "Account Linked" text; keep focus on that spot.
  useEffect(() => {
    if (linked && justLinked) linkedRef.current?.focus();
  }, [linked, justLinked]);

  const onLink = async () => {
    if (linking) return;
    setLinking(true);
    setNotice(null);
    const result = await linkGoogleAccount(user.email);
    setLinking(false);
    if (result.status === 'linked') {
      setNotice({ tone: 'success', text: result.message });
      setJustLinked(true);
      onGoogleLinked();
    } else if (result.status === 'error') {
      setNotice({ tone: 'error', text: result.message });
    }
  };

  return (
    <div className="settings-panel">
      <SettingsRow title="Email">{() => <p className="settings-row__value">{user.email}</p>}</SettingsRow>
      <SettingsRow title="Google">
        {() =>
          linked ? (
            <p ref={linkedRef} tabIndex={-1} className="settings-row__value settings-row__value--done">
              {messages.linkGoogle.linked}
            </p>
          ) : (
            <Button variant="secondary" onClick={onLink} busy={linking}>
              {messages.linkGoogle.link}
            </Button>
          )
        }
      </SettingsRow>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <SettingsRow title="Password">
        {() => (
          <Button variant="secondary" onClick={onChangePassword} data-settings-action="change-password">
            Change Password
          </Button>
        )}
      </SettingsRow>
      <SettingsRow title="Delete account" description="Permanently delete your account and everything in it.">
        {(describedBy) => (
          <Button variant="secondary" onClick={onDeleteAccount} aria-describedby={describedBy} data-settings-action="delete-account">
            Delete Account
          </Button>
        )}
      </SettingsRow>
    </div>
  );
}
