import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { setWeeklySummary } from '../api/set-weekly-summary';

const NO_DETAILS =
  'The e-mail holds no details of what you talked about: only how many sessions you had that week, one general ' +
  'suggestion and a link to this page. You can turn it off from any e-mail or in Settings.';

/**
 * Premium's weekly summary offer: opt-in, saved on the profile as `weeklySummary`.
 * Inboxes are shared, so it says plainly what the e-mail leaves out (SAFETY.md 15).
 */
export function WeeklyEmailOffer({ subscribed }: { subscribed: boolean }) {
  const id = useId();
  const [on, setOn] = useState(subscribed);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const turnOn = async () => {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await setWeeklySummary(true);
      setOn(true);
    } catch (failure) {
      setError(errorMessage(failure, "We couldn't turn on the weekly e-mail. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="insights-card" aria-labelledby={id}>
      <h2 id={id} className="insights-card__title">
        Weekly summary e-mail
      </h2>
      <p className="insights-card__muted">{NO_DETAILS}</p>
      {on ? (
        <Alert tone="success">You get a weekly summary by e-mail.</Alert>
      ) : (
        <div>
          <Button onClick={() => void turnOn()} busy={saving}>
            Get a weekly summary by e-mail
          </Button>
        </div>
      )}
      {error ? <Alert>{error}</Alert> : null}
    </section>
  );
}
