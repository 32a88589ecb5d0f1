import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { InitialDataContext, type InitialData } from './lib/initial-data';

/**
 * The server side of the pre-render (web/build/prerender-plugin.ts): the same app as main.tsx,
 * at one address, with every lazy page awaited, so the static HTML is the page and not its
 * loading state. Built by Vite as a Node module at build time only; it never ships to browsers.
 */
export async function render(url: string, data: InitialData | null): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <InitialDataContext value={data}>
        <StaticRouter location={url}>
          <AppProvider>
            <AppRoutes />
          </AppProvider>
        </StaticRouter>
      </InitialDataContext>
    </StrictMode>,
    // Every Suspense boundary inline, whatever its size: a large one would otherwise be sent
    // after its fallback with an inline script to swap it in, which the CSP blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

export { loadBlogPages } from './features/blog/content';
