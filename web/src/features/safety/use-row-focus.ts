import { useEffect, useRef } from 'react';

/**
 * Where focus goes after a list changes under the keyboard: into a row just added, or to the Add
 * button after a row was removed (the Remove button pressed is gone). Rows mark their first
 * input with `data-row={index}` inside the element `listRef` points at. The target waits in a
 * ref until the list has re-rendered with the change.
 */
export function useRowFocus() {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<number | 'add' | null>(null);

  // After every render, since the change arrives through the parent's state.
  useEffect(() => {
    const target = pending.current;
    if (target === null) return;
    pending.current = null;
    if (target === 'add') addRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-row="${target}"]`)?.focus();
  });

  return {
    listRef,
    addRef,
    focusRow: (index: number) => {
      pending.current = index;
    },
    focusAdd: () => {
      pending.current = 'add';
    },
  };
}
