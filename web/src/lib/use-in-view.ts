import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => {};
const observerMissing = () => typeof IntersectionObserver === 'undefined';
// The pre-rendered HTML shows every animation at rest, as a browser with an observer first does.
const onServer = () => false;

/**
 * Whether an element is on screen: the landing page's animations start when scrolled into view
 * and pause when scrolled away (spec sections 2 and 9). Where IntersectionObserver is missing
 * (old browsers, jsdom) the element counts as visible, so nothing waits forever.
 */
export function useInView(ref: RefObject<Element | null>, { once = false, threshold = 0.25 } = {}): boolean {
  const [inView, setInView] = useState(false);
  const alwaysVisible = useSyncExternalStore(noSubscription, observerMissing, onServer);
  useEffect(() => {
    const element = ref.current;
    if (!element || observerMissing()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, once, threshold]);
  return alwaysVisible || inView;
}
