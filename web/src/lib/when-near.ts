import { lazy, type ComponentType } from 'react';

/**
 * Resolves when the pre-rendered element with this id comes near the viewport: the landing page
 * hydrates its sections and demos below the fold only then (app/routes/landing.tsx), so a first visit runs
 * the JavaScript of what it shows and not of the whole page. "Near" is within a quarter of a
 * screen, so a section is usually live before a reader gets to it, and one reached by keyboard or a hash
 * link loads as focus or the jump brings it into view.
 *
 * Nothing to wait for resolves at once: on the server, where IntersectionObserver is missing, and
 * when the element is not in the page yet (the page is being rendered in the browser, not hydrated).
 */
export function whenNear(id: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
  });
}

/**
 * A component whose code loads once the pre-rendered element with this id is near view. Give it
 * its own Suspense boundary, so hydration keeps its pre-rendered HTML until the code arrives; when
 * rendered in the browser (after a client-side navigation) it loads at once.
 */
export function lazyWhenNear<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    whenNear(id)
      .then(load)
      .then((Component) => ({ default: Component })),
  );
}
