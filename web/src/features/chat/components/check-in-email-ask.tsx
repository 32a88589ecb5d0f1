import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useUser } from '@/lib/auth/get-user';
import { answerCheckInEmails } from '../api/answer-check-in-emails';
import '@/components/quiet-note.css';

export const CHECK_IN_ASK_TITLE = 'Check-in e-mail';
export const CHECK_IN_ASK_BODY =
  "If you don't come back within a day, may we send you a short e-mail to check in? It won't say why, and you can stop it any time.";
export const CHECK_IN_ASK_YES = 'Yes, e-mail me';
export const CHECK_IN_ASK_NO = 'No thanks';
export const CHECK_IN_ASK_SAID_YES =
  "Thank you. If you don't come back within a day, we'll send you a short e-mail. You can turn it off in Settings.";
export const CHECK_IN_ASK_SAID_NO = "Okay, we won't send check-in e-mails. You can turn them on in Settings.";
export const CHECK_IN_ASK_NOT_SAVED = "We couldn't save your answer. Please try again.";

/**
 * Under the crisis lines of a reply that met tier (b) or (c): asks once, plainly,
 * whether we may send a check-in e-mail if the user does not come back within a day. Nothing is
 * chosen for them: two buttons, and no answer means no e-mail. Once answered (here or in
 * Settings) it never shows again; the answer just given is confirmed in place and takes focus,
 * so a keyboard or screen-reader user is not left on a button that vanished.
 */
export function CheckInEmailAsk() {
  const user = useUser();
  const titleId = useId();
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (answered !== null) confirmation.current?.focus();
  }, [answered]);

  if (answered !== null) {
    return (
      <p className="check-in-ask check-in-ask__done" tabIndex={-1} ref={confirmation}>
        {answered ? CHECK_IN_ASK_SAID_YES : CHECK_IN_ASK_SAID_NO}
      </p>
    );
  }
  if (user.status !== 'success' || user.data.preferences?.checkInEmailsAskedAt) return null;

  const answer = async (yes: boolean) => {
    setSaving(true);
    setError(null);
    try {
      await answerCheckInEmails(yes);
      setAnswered(yes);
    } catch (failure) {
      console.warn('Could not save the check-in e-mail answer', failure);
      setError(CHECK_IN_ASK_NOT_SAVED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="quiet-note check-in-ask" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="check-in-ask__title">
        {CHECK_IN_ASK_TITLE}
      </p>
      <p className="check-in-ask__body">{CHECK_IN_ASK_BODY}</p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="check-in-ask__actions">
        <Button variant="secondary" disabled={saving} onClick={() => void answer(true)}>
          {CHECK_IN_ASK_YES}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={() => void answer(false)}>
          {CHECK_IN_ASK_NO}
        </Button>
      </div>
    </div>
  );
}
