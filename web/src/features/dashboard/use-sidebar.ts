import { useCallback, useEffect, useRef, useState } from 'react';

/** The menu is open by default above this width and closed at or below it (spec sections 2 and 9). */
export const MENU_BREAKPOINT = 1024;

const isWide = () => window.innerWidth > MENU_BREAKPOINT;

/**
 * The side menu's state. Above 1024 px it is a column beside the chat, open by default; at or
 * below, an overlay, closed by default, that closes again on Escape and after a choice. Crossing
 * the breakpoint gives each size its default back.
 */
export function useSidebar() {
  const [wide, setWide] = useState(isWide);
  const [open, setOpen] = useState(isWide);
  const lastWide = useRef(wide);

  useEffect(() => {
    const onResize = () => {
      const next = isWide();
      if (next === lastWide.current) return;
      lastWide.current = next;
      setWide(next);
      setOpen(next);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => setOpen((shown) => !shown), []);
  const close = useCallback(() => setOpen(false), []);
  /** After choosing something in the menu: the overlay gets out of the way, the column stays. */
  const closeIfOverlay = useCallback(() => {
    if (!isWide()) setOpen(false);
  }, []);

  return { open, wide, overlay: open && !wide, toggle, close, closeIfOverlay };
}

export type Sidebar = ReturnType<typeof useSidebar>;
