import * as table from './routes/table';
import type { AnyRoute } from './routes/route-def';

/**
 * The route table as a whole: every route of shared/routes/table.ts, for what loops over all of
 * them (the CDK stack, the local API server, the web client's generated table, tests). Lambda
 * handlers import their own route from shared/routes/table.ts instead, so that a bundle holds and
 * builds only that route's schemas.
 */
export const routes = table;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** Every route with its name, in name order (the same under native ESM and Jest's CommonJS). */
export const routeList: ReadonlyArray<[RouteName, AnyRoute]> = (Object.entries(routes) as Array<[RouteName, AnyRoute]>).sort(([a], [b]) =>
  a < b ? -1 : 1,
);

export type {
  AnyRoute,
  AuthMode,
  BodyOf,
  HttpMethod,
  ParamsOf,
  PlanName,
  RateRule,
  ResponseOf,
  RouteAccess,
  RouteDef,
} from './routes/route-def';
export { guardsCrossSite } from './routes/route-def';
export { fillPath, pathParamNames } from './route-paths';
