import type { Plugin } from 'vite';
import { routeList } from '#shared/routes';

/** The module id the web client imports its route table from. */
export const ROUTE_TABLE_MODULE = 'virtual:api-routes';
const RESOLVED_ID = `\0${ROUTE_TABLE_MODULE}`;

/**
 * What the browser needs of each route: name, method, path and auth mode. The zod schemas stay on
 * the server side of the build: shipping them would add about 7 kB gzip (zod/mini and every
 * schema) to every page, the login page included.
 */
export function webRouteTable(): Record<string, { name: string; method: string; path: string; auth: string }> {
  return Object.fromEntries(routeList.map(([name, route]) => [name, { name, method: route.method, path: route.path, auth: route.auth }]));
}

/**
 * Generates `virtual:api-routes` from shared/routes/index.ts, so the web client is built from the one
 * route table (ARCHITECTURE.md section 2) and can never drift from it. Vite restarts the dev
 * server when the table changes, because the config bundles it.
 */
export function routeTablePlugin(): Plugin {
  return {
    name: 'blue-guardian:route-table',
    resolveId(source) {
      return source === ROUTE_TABLE_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(webRouteTable(), null, 2)};\n`;
    },
  };
}
