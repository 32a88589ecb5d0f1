import { useState } from 'react';
import { Alert } from '@/components/alert';
import { useUser } from '@/lib/auth/get-user';
import { updatePreferences } from '../api/update-preferences';
import { SettingsRow } from './settings-row';

export const CHECK_IN_EMAILS_TITLE = 'Check-in e-mail';
export const CHECK_IN_EMAILS_DESCRIPTION =
  "If things were very hard in a chat and you don't come back within a day, a short e-mail checks in on you. It never says why, and every e-mail has a one-click unsubscribe link.";
export const CHECK_IN_EMAILS_NOT_SAVED = "We couldn't save this choice. Please try again.";
export const CHECK_IN_EMAILS_NOT_LOADED = "We couldn't load this choice. Please close Settings and try again.";

/**
 * Settings > General: the opt-in check-in e-mail, off until the user turns it on here
 * or answers "Yes" when the chat asks. On every plan (SAFETY.md 13). It lives only on the
 * account, so a failed save puts the switch back rather than keeping it here.
 */
export function CheckInEmailsRow() {
  const user = useUser();
  // The switch shows the user's own choice once they make one, the stored choice before that.
  const [choice, setOn] = useState<boolean | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const on = choice ?? (user.status === 'success' ? user.data.preferences?.checkInEmails === true : undefined);

  const onChange = async (next: boolean) => {
    setOn(next);
    setSaving(true);
    setError(null);
    try {
      await updatePreferences({ checkInEmails: next });
    } catch (failure) {
      console.warn('Could not save the check-in e-mail choice', failure);
      setOn(!next);
      setError(CHECK_IN_EMAILS_NOT_SAVED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <SettingsRow title={CHECK_IN_EMAILS_TITLE} description={CHECK_IN_EMAILS_DESCRIPTION}>
        {(describedBy) => (
          <label className="settings-switch">
            <input
              type="checkbox"
              role="switch"
              aria-label={CHECK_IN_EMAILS_TITLE}
              aria-describedby={describedBy}
              checked={on === true}
              disabled={on === undefined || saving}
              aria-busy={saving || undefined}
              onChange={(event) => void onChange(event.target.checked)}
            />
            <span aria-hidden="true">{on ? 'On' : 'Off'}</span>
          </label>
        )}
      </SettingsRow>
      {user.status === 'error' ? <Alert>{CHECK_IN_EMAILS_NOT_LOADED}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </>
  );
}
