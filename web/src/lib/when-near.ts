import { createElement, lazy, type ComponentType } from 'react';
import { SignalLive } from './deferred-region';

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
    const done = () => {
      observer.disconnect();
      detached.delete(element);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: '25% 0px',
    });
    observer.observe(element);
    watchDetached(element, done);
  });
}

/**
 * Waiting elements that React may throw away (it does when an update reaches a part still waiting
 * for its code: see lib/deferred-region.tsx): once one is gone it can never come near, so its code
 * loads at once instead, and the part comes back as soon as it can.
 */
const detached = new Map<Element, () => void>();
let watcher: MutationObserver | undefined;

function watchDetached(element: Element, onDetached: () => void): void {
  detached.set(element, onDetached);
  if (watcher || typeof MutationObserver === 'undefined') return;
  watcher = new MutationObserver(() => {
    for (const [waiting, callback] of detached) if (!waiting.isConnected) callback();
    if (!detached.size) {
      watcher?.disconnect();
      watcher = undefined;
    }
  });
  watcher.observe(document.body, { childList: true, subtree: true });
}

/**
 * A component whose code loads once the pre-rendered element with this id is near view. Place it
 * in a DeferredRegion (lib/deferred-region.tsx), its own Suspense boundary, so hydration keeps its
 * pre-rendered HTML until the code arrives and the region keeps its height and early presses;
 * when rendered in the browser (after a client-side navigation) it loads at once.
 */
export function lazyWhenNear<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    whenNear(id)
      .then(load)
      .then((Component) => ({
        default: (props: P) => createElement(SignalLive, null, createElement(Component, props)),
      })),
  );
}
