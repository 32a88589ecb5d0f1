/**
 * Whether the user asked for less motion (their system's setting). Animations, reveals and smooth
 * scrolling check it; such users get the end state at once. The query is exported for the hook
 * that follows changes (use-reduced-motion.ts), kept apart so that pages which only ask once do
 * not load it.
 */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The setting now. Read it in an effect or a handler: the pre-render has no window. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}
