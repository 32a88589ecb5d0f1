import { useLayoutEffect, type RefObject } from 'react';

/** The text box's height range (spec sections 5 and 9). */
export const MIN_INPUT_HEIGHT = 42;
export const MAX_INPUT_HEIGHT = 200;

/** The height that shows all of the text, kept between 42 and 200 px; past that the box scrolls. */
export const fitHeight = (scrollHeight: number): number => Math.min(MAX_INPUT_HEIGHT, Math.max(MIN_INPUT_HEIGHT, scrollHeight));

/**
 * Grows the text box with its content. Measured after each change, before paint, by collapsing
 * it to `auto` first: scrollHeight then reports the text's own height, so the box shrinks too.
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    const full = box.scrollHeight;
    box.style.height = `${fitHeight(full)}px`;
    box.style.overflowY = full > MAX_INPUT_HEIGHT ? 'auto' : 'hidden';
  }, [ref, value]);
}
