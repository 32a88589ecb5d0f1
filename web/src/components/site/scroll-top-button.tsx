import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { StrokeIcon } from '../icons';

/** The button shows once the page has scrolled more than this far (spec section 9). */
export const SCROLL_TOP_THRESHOLD_PX = 500;

/**
 * "Scroll to top": appears after scrolling more than 500 px and glides back to the top (a jump
 * for users who asked for less motion). Hidden until then, so it is not in the tab order for
 * nothing; the pre-render never shows it, as the page starts at the top.
 */
export function ScrollTopButton() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // The button goes away at the top; keyboard focus moves to the page's start instead of
    // being dropped on <body> (main carries tabIndex -1 for this and for the skip link).
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className="scroll-top" onClick={scrollUp}>
      <StrokeIcon d="M12 19V5M5 12l7-7 7 7" />
      <span className="visually-hidden">Scroll to top</span>
    </button>
  );
}
