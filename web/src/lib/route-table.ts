import table from 'virtual:api-routes';
import type { AuthMode, HttpMethod, RouteName, Routes } from '#shared/routes';

/**
 * The browser's view of one API route: everything `api()` needs at run time and nothing more.
 * `name` ties the value to its entry in shared/routes/index.ts, whose zod schemas give the types.
 */
export interface WebRoute<N extends RouteName = RouteName> {
  readonly name: N;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: Routes[N]['auth'] & AuthMode;
}

export type WebRoutes = { readonly [N in RouteName]: WebRoute<N> };

/**
 * The route table, generated from shared/routes/index.ts at build time. The cast only narrows the
 * loose ambient type; test/web/route-table.test.ts checks the values against the source table.
 */
export const routes = table as unknown as WebRoutes;
