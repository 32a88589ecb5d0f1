import { useSyncExternalStore } from 'react';

/**
 * Whether the user asked for less motion (their system's setting). Animations, reveals and smooth
 * scrolling check it; such users get the end state at once.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The setting now; false where there is no window to ask (the pre-render). Read it in an effect or a handler. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

const subscribeToMotion = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The setting as React state, following changes. The pre-render (and so hydration) assumes not;
 * the browser's answer follows right after.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
}
