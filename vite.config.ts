/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from './web/build/prerender-plugin';
import { routeTablePlugin } from './web/build/route-table-plugin';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/** Where `/api` and `/dev` go in development: the local API server unless told otherwise. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig(({ command, isSsrBuild }) => {
  // The site's address in canonical and sharing URLs. Unset, a build is for the local preview
  // (`npm run preview`); a deploy sets it (infra/constructs/web-build.ts), an empty value
  // meaning site-relative URLs. The dev server leaves it unset: relative URLs.
  if (command === 'build') process.env.VITE_SITE_URL ??= 'http://localhost:4173';
  return {
    // Resolved from this file, not the working directory, so `npm start` can run Vite from anywhere.
    root: fileURLToPath(new URL('./web', import.meta.url)),
    plugins: [react(), routeTablePlugin(), prerenderPlugin()],
    // `@/lib/api-client` is web/src/lib/api-client (also in tsconfig.base.json, for the type check).
    resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
    build: {
      outDir: '../dist/web',
      emptyOutDir: true,
      // Everything the entry imports statically goes in the entry chunk, which every page loads
      // first anyway. Left to itself, Rolldown gives some of those modules chunks of their own (the
      // JSX runtime; components/icons.tsx since the Insights route, like rolldown/rolldown#10731):
      // extra requests and ~0.5 KB gzip more on / and /login. Lazy chunks are untouched. Not for
      // the pre-render (SSR) build.
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
    },
    // Same origin as in production (CloudFront forwards /api), so the session cookies just work.
    server: { proxy: { '/api': apiTarget, '/dev': apiTarget } },
    test: {
      root: repoRoot,
      environment: 'jsdom',
      include: ['test/web/**/*.test.{ts,tsx}'],
      setupFiles: ['test/web/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  };
});
