import { useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/button';
import { readLocal, storageKeys, writeLocal } from '@/lib/storage-keys';
import { browserToday } from '@/lib/time-zone';
import { useQuery } from '@/lib/use-query';
import { paths } from '@/paths';
import { checkedInToday } from '../api/get-today-check-in';
import '../check-in-nudge.css';
import '@/components/quiet-note.css';

export const CHECK_IN_NUDGE_LABEL = "Today's check-in";
export const CHECK_IN_NUDGE_TEXT = "Today's check-in is open whenever you'd like.";
export const CHECK_IN_NUDGE_LINK = 'Check in';
export const CHECK_IN_NUDGE_DISMISS = 'Not now';

const dismissedToday = (): boolean => readLocal(storageKeys.checkInNudgeDismissed) === browserToday();

/**
 * The in-app check-in nudge (reminders): on the chat's home, a small note that today's
 * check-in is open, with a link to it, while the user has not checked in today. No count, no
 * streak, no pressure; "Not now" hides it for the rest of that local day (kept in localStorage).
 * The dashboard shows it only on the home, never beside a chat or the safety popups.
 */
export function CheckInNudge() {
  const [dismissed, setDismissed] = useState(dismissedToday);
  const status = useQuery(checkedInToday);
  const note = useRef<HTMLDivElement>(null);
  if (dismissed || status.status !== 'success' || status.data) return null;

  const dismiss = () => {
    writeLocal(storageKeys.checkInNudgeDismissed, browserToday());
    // The note goes away: focus goes to the region holding it, not to the top of the page.
    note.current?.parentElement?.closest<HTMLElement>('[tabindex]')?.focus();
    setDismissed(true);
  };

  return (
    <div ref={note} className="quiet-note check-in-nudge" role="note" aria-label={CHECK_IN_NUDGE_LABEL}>
      <p className="check-in-nudge__text">{CHECK_IN_NUDGE_TEXT}</p>
      <div className="check-in-nudge__actions">
        <ButtonLink to={paths.goals.getHref()} variant="secondary">
          {CHECK_IN_NUDGE_LINK}
        </ButtonLink>
        <Button variant="ghost" onClick={dismiss}>
          {CHECK_IN_NUDGE_DISMISS}
        </Button>
      </div>
    </div>
  );
}
