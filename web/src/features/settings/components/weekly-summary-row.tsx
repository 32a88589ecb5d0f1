import { useState } from 'react';
import { canGetWeeklySummary } from '#shared/plans';
import { Alert } from '@/components/alert';
import { useUser } from '@/lib/auth/get-user';
import { usePlans } from '@/lib/plans/plans-context';
import { updatePreferences } from '../api/update-preferences';
import { SettingsRow } from './settings-row';

export const WEEKLY_SUMMARY_TITLE = 'Weekly summary e-mail';
export const WEEKLY_SUMMARY_DESCRIPTION =
  'Once a week: how many sessions you had, one general suggestion, and a link to your insights. It never includes what you talked about, your moods, topics or scores, and every e-mail has a one-click unsubscribe link.';
export const WEEKLY_SUMMARY_PREMIUM = 'The weekly summary e-mail is part of Premium.';
export const WEEKLY_SUMMARY_NOT_SAVED = "We couldn't save this choice. Please try again.";
export const WEEKLY_SUMMARY_NOT_LOADED = "We couldn't load this choice. Please close Settings and try again.";

/**
 * Settings > General: the opt-in weekly summary e-mail, off until the user turns it on.
 * It lives only on the account, so a failed save puts the switch back rather than keeping it here.
 * Without Premium it can be turned off but not on (the sender checks the plan too).
 */
export function WeeklySummaryRow() {
  const user = useUser();
  const plans = usePlans();
  // The switch shows the user's own choice once they make one, the stored choice before that.
  const [choice, setOn] = useState<boolean | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const on = choice ?? (user.status === 'success' ? user.data.preferences?.weeklySummary === true : undefined);

  const entitled = plans.plan === undefined || canGetWeeklySummary(plans.plan);
  const onChange = async (next: boolean) => {
    setOn(next);
    setSaving(true);
    setError(null);
    try {
      await updatePreferences({ weeklySummary: next });
    } catch (failure) {
      console.warn('Could not save the weekly summary choice', failure);
      setOn(!next);
      setError(WEEKLY_SUMMARY_NOT_SAVED);
    } finally {
      setSaving(false);
    }
  };

  const description = entitled ? WEEKLY_SUMMARY_DESCRIPTION : `${WEEKLY_SUMMARY_DESCRIPTION} ${WEEKLY_SUMMARY_PREMIUM}`;
  return (
    <>
      <SettingsRow title={WEEKLY_SUMMARY_TITLE} description={description}>
        {(describedBy) => (
          <label className="settings-switch">
            <input
              type="checkbox"
              role="switch"
              aria-label={WEEKLY_SUMMARY_TITLE}
              aria-describedby={describedBy}
              checked={on === true}
              // Off can always be chosen; on needs Premium and the stored choice loaded first.
              disabled={on === undefined || saving || (!on && !entitled)}
              aria-busy={saving || undefined}
              onChange={(event) => void onChange(event.target.checked)}
            />
            <span aria-hidden="true">{on ? 'On' : 'Off'}</span>
          </label>
        )}
      </SettingsRow>
      {user.status === 'error' ? <Alert>{WEEKLY_SUMMARY_NOT_LOADED}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </>
  );
}
