// First, so the tokens, the reset and the shared components come before every other stylesheet.
import './styles/global.css';
import './components/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
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

// A pre-rendered public page (web/build/prerender-plugin.ts) is hydrated in place; the app shell
// (app.html, and every page in development) starts empty and is rendered.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
