import { useState } from 'react';
import { CHECK_IN_REMINDER_CHOICES, CHECK_IN_REMINDER_PATTERN } from '#shared/reminders';
import { Alert } from '@/components/alert';
import { SelectField, type SelectOption } from '@/components/select-field';
import { useUser } from '@/lib/auth/get-user';
import { browserTimeZone } from '@/lib/time-zone';
import { updatePreferences } from '../api/update-preferences';
import { SettingsRow } from './settings-row';

export const CHECK_IN_REMINDER_TITLE = 'Daily check-in reminder';
export const CHECK_IN_REMINDER_DESCRIPTION =
  "A short e-mail at the time you choose, on days you haven't checked in yet. It never includes your moods or goals, and every e-mail has a one-click unsubscribe link.";
/** The select's label: the row's title says what it is for. */
export const REMINDER_TIME_LABEL = 'Reminder time';
export const CHECK_IN_REMINDER_NOT_SAVED = "We couldn't save this choice. Please try again.";
export const CHECK_IN_REMINDER_NOT_LOADED = "We couldn't load this choice. Please close Settings and try again.";
/** The select's hint: the zone the times are in, which is the browser's (the one saved with a time). */
export const timesAreIn = (timeZone: string): string => `Times are in ${timeZone}.`;

const OFF: SelectOption<string> = { value: 'off', label: 'Off' };

/**
 * Settings > General: the opt-in daily check-in reminder e-mail, off until the user
 * picks a time. A time is saved with the browser's time zone, so the reminder comes at that local
 * time; a reminder set elsewhere, in another zone, is named in the hint. Like the other e-mail
 * choices it lives only on the account, so a failed save puts the select back.
 */
export function CheckInReminderRow() {
  const user = useUser();
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stored = user.status === 'success' ? user.data.preferences : undefined;
  const storedTime = stored?.checkInReminder && CHECK_IN_REMINDER_PATTERN.test(stored.checkInReminder) ? stored.checkInReminder : 'off';
  const current = choice ?? (user.status === 'success' ? storedTime : undefined);
  const timeZone = browserTimeZone();

  const onChange = async (next: string) => {
    const before = current;
    setChoice(next);
    setSaving(true);
    setError(null);
    try {
      await updatePreferences(next === 'off' ? { checkInReminder: 'off' } : { checkInReminder: next, reminderTimeZone: timeZone });
    } catch (failure) {
      console.warn('Could not save the check-in reminder choice', failure);
      setChoice(before);
      setError(CHECK_IN_REMINDER_NOT_SAVED);
    } finally {
      setSaving(false);
    }
  };

  // A quarter hour chosen elsewhere (the API takes any) is still shown as chosen.
  const times = current && current !== 'off' && !CHECK_IN_REMINDER_CHOICES.includes(current) ? [current] : [];
  const options = [OFF, ...[...CHECK_IN_REMINDER_CHOICES, ...times].sort().map((time) => ({ value: time, label: time }))];
  const elsewhere =
    choice === undefined && storedTime !== 'off' && stored?.reminderTimeZone && stored.reminderTimeZone !== timeZone
      ? ` Your reminder is set for ${storedTime} in ${stored.reminderTimeZone}; choosing a time here uses ${timeZone}.`
      : '';

  return (
    <>
      <SettingsRow title={CHECK_IN_REMINDER_TITLE} description={CHECK_IN_REMINDER_DESCRIPTION}>
        {() => (
          <SelectField
            label={REMINDER_TIME_LABEL}
            name="checkInReminder"
            hint={`${timesAreIn(timeZone)}${elsewhere}`}
            value={current ?? 'off'}
            options={options}
            disabled={current === undefined || saving}
            aria-busy={saving || undefined}
            onChange={(next) => void onChange(next)}
            className="settings-field"
          />
        )}
      </SettingsRow>
      {user.status === 'error' ? <Alert>{CHECK_IN_REMINDER_NOT_LOADED}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </>
  );
}
