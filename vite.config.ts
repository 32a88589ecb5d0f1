/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeTablePlugin } from './web/build/route-table-plugin';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/** Where `/api` and `/dev` go in development: the local API server unless told otherwise. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  // Resolved from this file, not the working directory, so `npm start` can run Vite from anywhere.
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react(), routeTablePlugin()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  // Same origin as in production (CloudFront forwards /api), so the session cookies just work.
  server: { proxy: { '/api': apiTarget, '/dev': apiTarget } },
  preview: { proxy: { '/api': apiTarget, '/dev': apiTarget } },
  test: {
    root: repoRoot,
    environment: 'jsdom',
    include: ['test/web/**/*.test.{ts,tsx}'],
    setupFiles: ['test/web/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
