import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * How long a hash waits for its section to appear: a lazy page (the landing page reached from
 * /blog) renders its sections only once its chunk has loaded, which a slow phone network can
 * stretch to seconds. Generous, because any scrolling by the user ends the wait.
 */
export const HASH_WAIT_MS = 10_000;

/** How long a section must stay put after the jump before the page counts as settled. */
const SETTLED_MS = 600;

/** What a person does to scroll by hand: after that, a late jump to the section would fight them. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The page scrolls to the top on every route change (spec section 2). A URL with a hash scrolls
 * to that section instead: on arrival, when only the hash changes on the same page, and when the
 * section renders late, by looking for it again on each animation frame for up to HASH_WAIT_MS
 * (given up as soon as the user scrolls themselves). The section's scroll-margin-top keeps it
 * clear of the sticky navigation.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    let done = false;
    const stop = () => {
      done = true;
      cancelAnimationFrame(frame);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    // Once there, the section is kept in place while the parts above it finish loading (their
    // code arrives after the jump and may change their height), until it has stayed put a while.
    // A person scrolling ends it at once (USER_SCROLL_EVENTS).
    let landedAt: number | undefined;
    let stillSince = 0;
    const attempt = () => {
      if (done) return;
      const target = document.getElementById(id);
      const now = performance.now();
      if (target) {
        const top = target.getBoundingClientRect().top;
        if (landedAt === undefined || Math.abs(top - landedAt) > 1) {
          target.scrollIntoView();
          landedAt = target.getBoundingClientRect().top;
          stillSince = now;
        }
        if (now - stillSince >= SETTLED_MS || now - started >= HASH_WAIT_MS) stop();
        else frame = requestAnimationFrame(attempt);
      } else if (now - started < HASH_WAIT_MS) {
        frame = requestAnimationFrame(attempt);
      } else {
        stop();
      }
    };
    const arrived = document.getElementById(id) !== null;
    attempt();
    if (done) return;
    // Not there yet: start from the top of the new page meanwhile, as for any route change.
    if (!arrived) window.scrollTo(0, 0);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [pathname, hash]);
  return null;
}
