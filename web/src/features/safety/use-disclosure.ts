import { useEffect, useEffectEvent, useState } from 'react';
import type { UserDetails } from '#shared/schemas/user';
import { markDisclosureSeen } from './api/disclosure-seen';
import { isDisclosureDue } from './disclosure';

/** How often the clock is checked while the page stays open. */
export const DISCLOSURE_CHECK_MS = 60_000;

/**
 * Whether the dashboard must show the AI disclosure now, and recording it. Due before the first
 * chat, then every 3 hours, or every hour for users with guardian consent (or no age answer yet)
 * (shared/disclosure.ts), checked on load, when the page comes back into view or focus, and every
 * minute; and whenever the API says so (a reply's `disclosureDue`, or a chat refused until it is seen).
 */
export function useDisclosure(user: UserDetails | undefined, onSeen: (disclosureSeenAt: string) => void) {
  const [seenHereAt, setSeenHereAt] = useState<number | undefined>(undefined);
  const [askedByApi, setAskedByApi] = useState(false);
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  const signedIn = user !== undefined;

  // A new time is stored only once the popup is due, so the page does not re-render every minute.
  const check = useEffectEvent(() => {
    const now = Date.now();
    if (user && isDisclosureDue(user, now, seenHereAt)) setCheckedAt(now);
  });

  useEffect(() => {
    if (!signedIn) return undefined;
    const onFocus = () => check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(onFocus, DISCLOSURE_CHECK_MS);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn]);

  const due = Boolean(user) && (askedByApi || (user ? isDisclosureDue(user, checkedAt, seenHereAt) : false));

  return {
    due,
    /** Whether the user has seen it before, so the popup says it is a reminder. */
    seenBefore: Boolean(user?.disclosureSeenAt || seenHereAt),
    /** The API said it is due (a reply's `disclosureDue`, or a chat refused with 409). */
    require: () => setAskedByApi(true),
    /** "I understand": recorded by the API, then the popup closes. Rejects when the request failed. */
    acknowledge: async () => {
      const disclosureSeenAt = await markDisclosureSeen();
      const now = Date.now();
      setSeenHereAt(now);
      setCheckedAt(now);
      setAskedByApi(false);
      onSeen(disclosureSeenAt);
    },
  };
}
