import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { vi } from 'vitest';
import { splitHoisted } from '../../../web/build/prerender-html';

/**
 * A page as the build makes it (react-dom/static, web/build/prerender-plugin.ts) and the browser
 * then hydrates: `recoverable` records any mismatch React had to recover from.
 */
export async function prerenderAndHydrate(page: ReactElement) {
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  const container = document.createElement('div');
  // The head tags go to <head> in the real pipeline; the body is what hydrates in place.
  container.innerHTML = splitHoisted(html).body;
  document.body.append(container);
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
  return {
    html,
    container,
    recoverable,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
