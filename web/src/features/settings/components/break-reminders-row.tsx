import { useState } from 'react';
import { breakRemindersOn, effectiveQuietHoursFrom, QUIET_HOURS_CHOICES } from '#shared/healthy-use';
import { Alert } from '@/components/alert';
import { SelectField, type SelectOption } from '@/components/select-field';
import { useUser } from '@/lib/auth/get-user';
import { updatePreferences, type PreferenceChange } from '../api/update-preferences';
import { SettingsRow } from './settings-row';

export const BREAK_REMINDERS_TITLE = 'Break reminders';
export const BREAK_REMINDERS_DESCRIPTION =
  'After about an hour of chatting, or late at night, the coach suggests a short break. It never stops the chat, and never comes up when things are very hard.';
export const LATE_NIGHT_LABEL = 'Late-night reminder from';
export const BREAK_REMINDERS_NOT_SAVED = "We couldn't save this choice. Please try again.";
/** Said under the switch while a linked guardian keeps break reminders on (shared/guardian-controls.ts). */
export const BREAK_REMINDERS_KEPT_ON = 'Kept on by your guardian. You can still choose the late-night time.';
export const BREAK_REMINDERS_NOT_LOADED = "We couldn't load this choice. Please close Settings and try again.";

const OFF: SelectOption<string> = { value: 'off', label: 'Off' };

interface Choice {
  on: boolean;
  from: string;
}

/**
 * Settings > General: break reminders (healthy use). On by default with a guardian's
 * consent, off for adults (shared/healthy-use.ts); the late-night time applies while they are on.
 * Like the weekly summary, the choice lives on the account, so a failed save puts it back.
 */
export function BreakRemindersRow() {
  const user = useUser();
  const keptOn = user.status === 'success' && user.data.guardianControls?.keepBreakReminders === true;
  // The user's own choice once made here, the stored (or default) one before that.
  const [choice, setChoice] = useState<Choice | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stored =
    user.status === 'success'
      ? (() => {
          const preferences = {
            ...user.data.preferences,
            ageConfirmation: user.data.ageConfirmation,
            keptOnByGuardian: keptOn,
          };
          return { on: breakRemindersOn(preferences), from: effectiveQuietHoursFrom(preferences) ?? 'off' };
        })()
      : undefined;
  const current = choice ?? stored;

  const save = async (next: Choice, change: PreferenceChange) => {
    const before = current;
    setChoice(next);
    setSaving(true);
    setError(null);
    try {
      await updatePreferences(change);
    } catch (failure) {
      console.warn('Could not save the break reminder choice', failure);
      setChoice(before ?? null);
      setError(BREAK_REMINDERS_NOT_SAVED);
    } finally {
      setSaving(false);
    }
  };

  // A time set elsewhere (the API takes any from 18:00 to 05:59) is still shown as chosen.
  const times = current && current.from !== 'off' && !QUIET_HOURS_CHOICES.some((time) => time === current.from) ? [current.from] : [];
  const options = [OFF, ...[...QUIET_HOURS_CHOICES, ...times].map((time) => ({ value: time, label: time }))];

  return (
    <>
      {/* Kept on by a guardian: the switch is disabled, and its description says why. */}
      <SettingsRow
        title={BREAK_REMINDERS_TITLE}
        description={keptOn ? `${BREAK_REMINDERS_DESCRIPTION} ${BREAK_REMINDERS_KEPT_ON}` : BREAK_REMINDERS_DESCRIPTION}
      >
        {(describedBy) => (
          <label className="settings-switch">
            <input
              type="checkbox"
              role="switch"
              aria-label={BREAK_REMINDERS_TITLE}
              aria-describedby={describedBy}
              checked={current?.on === true}
              disabled={!current || saving || keptOn}
              aria-busy={saving || undefined}
              onChange={(event) =>
                current && void save({ ...current, on: event.target.checked }, { breakReminders: event.target.checked ? 'on' : 'off' })
              }
            />
            <span aria-hidden="true">{current?.on ? 'On' : 'Off'}</span>
          </label>
        )}
      </SettingsRow>
      {current?.on ? (
        <SelectField
          label={LATE_NIGHT_LABEL}
          name="quietHoursFrom"
          value={current.from}
          options={options}
          disabled={saving}
          onChange={(from) => void save({ ...current, from }, { quietHoursFrom: from })}
          className="settings-field"
        />
      ) : null}
      {user.status === 'error' ? <Alert>{BREAK_REMINDERS_NOT_LOADED}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </>
  );
}
