import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messages } from '#shared/messages';
import type { UserDetails } from '#shared/schemas/user';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/password-field';
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
  // Linking asks for the password first (the API's custom token needs it): null until asked.
  const [password, setPassword] = useState<string | null>(null);
  const [linking, setLinking] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const linked = user.provider === 'Google';
  const [justLinked, setJustLinked] = useState(false);
  const linkedRef = useRef<HTMLParagraphElement>(null);
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);

  // Once linked, the form and the Link button give way to the "Account Linked" text: focus goes there.
  useEffect(() => {
    if (linked && justLinked) linkedRef.current?.focus();
  }, [linked, justLinked]);

  // Cancel puts focus back on the Link button, as the form that held it goes away.
  useEffect(() => {
    if (password === null && cancelled.current) {
      cancelled.current = false;
      linkButtonRef.current?.focus();
    }
  }, [password]);

  const cancel = () => {
    cancelled.current = true;
    setPassword(null);
    setNotice(null);
  };

  const onLink = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (linking || password === null) return;
    if (!password) {
      setNotice({ tone: 'error', text: messages.changePassword.fillAll });
      return;
    }
    setLinking(true);
    setNotice(null);
    const result = await linkGoogleAccount(user.email, password);
    setLinking(false);
    if (result.status === 'linked') {
      setPassword(null);
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
            <Button
              ref={linkButtonRef}
              variant="secondary"
              onClick={() => setPassword((typed) => typed ?? '')}
              aria-expanded={password !== null}
            >
              {messages.linkGoogle.link}
            </Button>
          )
        }
      </SettingsRow>
      {password !== null && !linked ? (
        <form className="settings-form" noValidate onSubmit={(event) => void onLink(event)} aria-label={messages.linkGoogle.link}>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            hint="To link Google, confirm it is you with your Blue Guardian password."
            required
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setNotice(null);
            }}
          />
          <div className="sub-screen__actions">
            <Button variant="ghost" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" busy={linking}>
              Continue with Google
            </Button>
          </div>
        </form>
      ) : null}
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
