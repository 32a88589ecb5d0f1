import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { errorMessage } from '@/lib/api-client';
import { setWeeklyEmail } from '../api/weekly-email';

export const weeklyEmailLabel = (name: string) => `E-mail me ${name}’s counts each week`;
export const WEEKLY_EMAIL_NOTE = 'Off unless you turn it on. Each e-mail has a link to stop it, and your teen sees whether you get it.';

/**
 * The guardian's switch for one teen's weekly e-mail of the counts above (off by default). The box
 * follows the click at once and goes back, with the reason, when the API refuses.
 */
export function WeeklyEmailToggle({ linkId, name, initial }: { linkId: string; name: string; initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const noteId = useId();

  const onChange = async (wanted: boolean) => {
    setSaving(true);
    setError(null);
    setOn(wanted);
    try {
      setOn(await setWeeklyEmail(linkId, wanted));
    } catch (caught) {
      setOn(!wanted);
      setError(caught);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="guardian-weekly">
      <label className="guardian-weekly__label">
        <input
          type="checkbox"
          checked={on}
          disabled={saving}
          aria-describedby={noteId}
          onChange={(event) => void onChange(event.target.checked)}
        />{' '}
        {weeklyEmailLabel(name)}
      </label>
      <p id={noteId} className="guardian-list__since">
        {WEEKLY_EMAIL_NOTE}
      </p>
      {error ? <Alert>{errorMessage(error, 'We couldn’t change the weekly e-mail. Please try again.')}</Alert> : null}
    </div>
  );
}
