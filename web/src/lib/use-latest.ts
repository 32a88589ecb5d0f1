import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value`: for callbacks that run later (a recording that
 * ends, a request that resolves) and must see the props of the latest render, not the first.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
