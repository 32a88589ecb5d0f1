import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/icons';
import { RECENT_SUBSCRIPTIONS_SHOWN } from '#shared/recent-subscriptions';
import { getRecentSubscriptions } from '../api/get-recent-subscriptions';
import { SOCIAL_PROOF_HIDDEN_MS, SOCIAL_PROOF_SHOWN_MS } from '../social-proof-cycle';
import { timeAgo } from '../time-ago';
import '../social-proof.css';

/** Set for the rest of the visit (the tab's session) once the visitor closes the popup. */
const DISMISSED_KEY = 'socialProofDismissed';
/** While the pointer or focus is on the popup it stays; this is how often it looks again. */
const HOLD_RECHECK_MS = 500;

const readDismissed = (): boolean => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** The notification's line: who is never said, only when (docs/decisions/0061-social-proof-only-from-real-events.md). */
export const subscribedLine = (subscribedAt: string, nowMs: number): string =>
  `Someone subscribed to Premium ${timeAgo(subscribedAt, nowMs)}`;

/**
 * The social-proof popup of the landing page (spec sections 2 and 9), true to what happened: after
 * 15 s it asks for the most recent real Premium subscriptions and says of each, one at a time,
 * "Someone subscribed to Premium 2 hours ago", shown for 5 s in each 20 s cycle. Once each
 * has shown it stops: it never loops. With none, or when the request fails, nothing shows at all.
 * Fixed in the bottom-left corner, clear of the header's SOS button and the scroll-to-top button,
 * so it never shifts the layout.
 *
 * Nothing shows in the pre-rendered HTML, and nothing is asked before the page is up: the request
 * and the timers begin after mount. It stays while hovered or focused (so its close button is not
 * pulled away from a keyboard user), and the close button stops it for the rest of the visit.
 */
export function SocialProof() {
  const [dismissed, setDismissed] = useState(false);
  const [line, setLine] = useState<string | null>(null);
  const held = useRef(false);

  useEffect(() => {
    // Closed earlier in this visit: never starts, and the empty region shows nothing.
    if (readDismissed()) return;
    const controller = new AbortController();
    let times: readonly string[] = [];
    let index = 0;
    let timer: ReturnType<typeof setTimeout>;
    const show = () => {
      setLine(subscribedLine(times[index]!, Date.now()));
      timer = setTimeout(hide, SOCIAL_PROOF_SHOWN_MS);
    };
    const hide = () => {
      if (held.current) {
        timer = setTimeout(hide, HOLD_RECHECK_MS);
        return;
      }
      setLine(null);
      index += 1;
      if (index < times.length) timer = setTimeout(show, SOCIAL_PROOF_HIDDEN_MS);
    };
    const start = () => {
      getRecentSubscriptions(controller.signal).then(
        (found) => {
          times = found.slice(0, RECENT_SUBSCRIPTIONS_SHOWN);
          if (times.length) show();
        },
        // Unavailable: the page simply has no notification.
        () => {},
      );
    };
    timer = setTimeout(start, SOCIAL_PROOF_HIDDEN_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  if (dismissed) return null;

  const dismiss = () => {
    held.current = false;
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage can be blocked; the popup still goes away for this page.
    }
  };

  const visible = line !== null;
  return (
    <div
      className={visible ? 'social-proof social-proof--visible' : 'social-proof'}
      // A mouse only: a tap sends no "leave", which would hold the popup for good.
      onPointerEnter={(event) => (held.current = event.pointerType === 'mouse')}
      onPointerLeave={() => (held.current = false)}
      onFocus={() => (held.current = true)}
      onBlur={() => (held.current = false)}
    >
      {/* The live region stays in the page while empty, so each new line is announced. */}
      <p className="social-proof__text" role="status">
        {line}
      </p>
      {visible ? (
        <button type="button" className="icon-button icon-button--plain social-proof__close" onClick={dismiss}>
          <CloseIcon />
          <span className="visually-hidden">Close notifications</span>
        </button>
      ) : null}
    </div>
  );
}
