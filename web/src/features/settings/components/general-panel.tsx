import { useState } from 'react';
import type { Theme } from '../../../../../shared/preferences';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { readTheme, saveTheme } from '../../../lib/theme';
import { useAuth } from '../../auth/auth-context';
import { useSavePreference } from '../use-save-preference';
import { SettingsRow } from './settings-row';

const THEME_OPTIONS: ReadonlyArray<SelectOption<Theme>> = [
  { value: 'light', label: 'Light (Default)' },
  { value: 'dark', label: 'Dark' },
];

/** Until the payments issue lands there is no plan to manage; say so rather than fake a button. */
export const PLANS_NOT_AVAILABLE = 'Plans are not available yet. You can manage your subscription here once they are.';

/** Settings > General (spec section 2): Theme, Manage Subscription, Logout. */
export function GeneralPanel() {
  const { logout } = useAuth();
  const { save, error } = useSavePreference();
  const [theme, setTheme] = useState<Theme>(readTheme);
  const [leaving, setLeaving] = useState(false);

  const onTheme = (next: Theme) => {
    setTheme(next);
    saveTheme(next);
    void save({ theme: next });
  };

  const onLogout = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <div className="settings-panel">
      <SelectField label="Theme" name="theme" value={theme} options={THEME_OPTIONS} onChange={onTheme} className="settings-field" />
      {error ? <Alert>{error}</Alert> : null}
      <SettingsRow title="Manage Subscription" description={PLANS_NOT_AVAILABLE}>
        {(describedBy) => (
          <Button variant="secondary" disabled aria-describedby={describedBy}>
            Manage
          </Button>
        )}
      </SettingsRow>
      <SettingsRow title="Logout" description="Sign out of Blue Guardian on this device.">
        {() => (
          <Button variant="secondary" onClick={onLogout} disabled={leaving} isLoading={leaving}>
            Logout
          </Button>
        )}
      </SettingsRow>
    </div>
  );
}
