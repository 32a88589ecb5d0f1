import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the bottom still counts as reading the latest words. */
const PINNED_PX = 48;

/**
 * Keeps the newest words in view while they arrive (spec section 2), unless the reader has
 * scrolled up to read something earlier. A new `resetKey` (another chat, a new message sent)
 * follows again from the bottom.
 */
export function useFollowScroll(ref: RefObject<HTMLElement | null>, content: unknown, resetKey: unknown): void {
  const pinned = useRef(true);
  const lastKey = useRef(resetKey);

  useEffect(() => {
    const area = ref.current;
    if (!area) return undefined;
    const onScroll = () => {
      pinned.current = area.scrollHeight - area.scrollTop - area.clientHeight < PINNED_PX;
    };
    area.addEventListener('scroll', onScroll, { passive: true });
    return () => area.removeEventListener('scroll', onScroll);
  }, [ref]);

  useLayoutEffect(() => {
    if (lastKey.current !== resetKey) {
      lastKey.current = resetKey;
      pinned.current = true;
    }
    const area = ref.current;
    if (area && pinned.current) area.scrollTop = area.scrollHeight;
  }, [ref, content, resetKey]);
}
