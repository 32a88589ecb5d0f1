import { useState } from 'react';
import { isPremium } from '#shared/plans';
import type { Theme } from '#shared/preferences';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, type SelectOption } from '@/components/select-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { redirectTo } from '@/lib/redirect';
import { readTheme, saveTheme } from '@/lib/theme';
import { useLogout } from '@/lib/auth/use-logout';
import { manageSubscription } from '@/lib/plans/manage-subscription';
import { usePlans } from '@/lib/plans/plans-context';
import { useSavePreference } from '../use-save-preference';
import { SettingsRow } from './settings-row';
import { WeeklySummaryRow } from './weekly-summary-row';
import { CheckInEmailsRow } from './check-in-emails-row';
import { CheckInReminderRow } from './check-in-reminder-row';
import { BreakRemindersRow } from './break-reminders-row';

const THEME_OPTIONS: ReadonlyArray<SelectOption<Theme>> = [
  { value: 'light', label: 'Light (Default)' },
  { value: 'dark', label: 'Dark' },
];

export const MANAGE_PREMIUM = 'Change your payment method or billing period, or cancel your subscription.';
export const MANAGE_OTHER = 'See the plans, and upgrade to Premium.';
export const PORTAL_FAILED = 'We could not open your subscription settings. Please try again.';

export interface GeneralPanelProps {
  /** Closes Settings, for the plan popup to take its place. */
  onClose: () => void;
}

/**
 * Settings > General (spec section 2): Theme, Manage Subscription, Logout, the opt-in weekly
 * summary e-mail and break reminders. Manage opens Stripe's
 * billing portal for Premium, and the plan popup for everyone else (spec section 4).
 */
export function GeneralPanel({ onClose }: GeneralPanelProps) {
  const logout = useLogout();
  const plans = usePlans();
  const { save, error } = useSavePreference();
  const [theme, setTheme] = useState<Theme>(readTheme);
  const [opening, setOpening] = useState(false);
  const [manageError, setManageError] = useState<string | null>(null);
  // While the status is not known, ask the API: it answers 409 to anyone without Premium.
  const showPlansInstead = plans.plan !== undefined && !isPremium(plans.plan);

  const showPlans = () => {
    onClose();
    plans.openPlans(undefined, { asked: true });
  };

  const onManage = async () => {
    if (showPlansInstead) {
      showPlans();
      return;
    }
    setOpening(true);
    setManageError(null);
    try {
      redirectTo(await manageSubscription());
      // The button stays busy while the browser leaves for the portal.
    } catch (failure) {
      setOpening(false);
      if (failure instanceof ApiError && failure.code === 'NO_SUBSCRIPTION') {
        showPlans();
        return;
      }
      console.warn('Could not open the billing portal', failure);
      setManageError(errorMessage(failure, PORTAL_FAILED));
    }
  };

  const onTheme = (next: Theme) => {
    setTheme(next);
    saveTheme(next);
    void save({ theme: next });
  };

  return (
    <div className="settings-panel">
      <SelectField label="Theme" name="theme" value={theme} options={THEME_OPTIONS} onChange={onTheme} className="settings-field" />
      {error ? <Alert>{error}</Alert> : null}
      <WeeklySummaryRow />
      <CheckInEmailsRow />
      <CheckInReminderRow />
      <BreakRemindersRow />
      <SettingsRow title="Manage Subscription" description={isPremium(plans.plan) ? MANAGE_PREMIUM : MANAGE_OTHER}>
        {(describedBy) => (
          <Button
            variant="secondary"
            aria-describedby={describedBy}
            aria-haspopup={showPlansInstead ? 'dialog' : undefined}
            busy={opening}
            onClick={() => void onManage()}
          >
            Manage
          </Button>
        )}
      </SettingsRow>
      {manageError ? <Alert>{manageError}</Alert> : null}
      <SettingsRow title="Logout" description="Sign out of Blue Guardian on this device.">
        {() => (
          <Button variant="secondary" onClick={logout.onLogout} disabled={logout.leaving} isLoading={logout.leaving}>
            Logout
          </Button>
        )}
      </SettingsRow>
    </div>
  );
}
