import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The page scrolls to the top on every route change (spec section 2). A URL with a hash scrolls
 * to that section instead, once the page has rendered it.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
