// First, so the tokens, the reset and the shared components come before every other stylesheet.
import './styles/global.css';
import './components/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { armEarlyPresses } from './lib/deferred-region';
import { InitialDataContext, readInitialData } from './lib/initial-data';
import { declareInlinedStylesheets } from './lib/inlined-styles';
import { applyTheme, readTheme } from './lib/theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the first render, so a reload in the dark theme never flashes the light one.
applyTheme(readTheme());
declareInlinedStylesheets();

const app = (
  <StrictMode>
    <InitialDataContext value={readInitialData()}>
      <App />
    </InitialDataContext>
  </StrictMode>
);

/**
 * A pre-rendered public page (web/build/prerender-plugin.ts) is hydrated in place, once the
 * browser has painted it (its HTML is complete: the page needs no script to be read), and in a
 * transition, so React hydrates in slices of a few milliseconds and the page answers input
 * meanwhile instead of blocking for the whole tree in one long task. The app shell
 * (app.html, and every page in development) starts empty and is rendered at once.
 */
function hydrateAfterPaint(root: HTMLElement): void {
  requestAnimationFrame(() =>
    setTimeout(() =>
      startTransition(() => {
        hydrateRoot(root, app);
      }),
    ),
  );
}

if (container.hasChildNodes()) {
  armEarlyPresses();
  hydrateAfterPaint(container);
} else createRoot(container).render(app);
