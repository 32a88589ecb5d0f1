import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, REDUCED_MOTION } from './reduced-motion';

const subscribeToMotion = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the user asked for less motion, as React state that follows changes. The pre-render
 * (and so hydration) assumes not; the browser's answer follows right after.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
}
