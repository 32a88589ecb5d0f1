import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver the test drives: `setVisible(true)` reports every observed element as
 * on screen, as scrolling it into view would.
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    setVisible(isIntersecting: boolean) {
      act(() => {
        for (const { callback, elements } of [...observers]) {
          const entries = elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
          callback(entries, {} as IntersectionObserver);
        }
      });
    },
  };
}
