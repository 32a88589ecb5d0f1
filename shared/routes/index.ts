import { AREAS, type Area } from '../areas';
import * as account from './account';
import * as auth from './auth';
import * as billing from './billing';
import * as buddies from './buddies';
import * as chat from './chat';
import * as email from './email';
import * as goals from './goals';
import * as guardian from './guardian';
import * as insights from './insights';
import * as memory from './memory';
import * as voice from './voice';
import type { AnyRoute } from './route-def';

/**
 * The route table as a whole: every route of every area's file under shared/routes/, for what
 * loops over all of them (the CDK stack, the local API server, the web client's generated table,
 * tests). Lambda handlers import their own route from its area's file (shared/routes/chat.ts)
 * instead, so that a bundle holds and builds only that route's schemas.
 */

/**
 * Each area's routes, its module under shared/routes/. An area of shared/areas.ts missing here (or
 * an export of an area file that is not a route) is a type error.
 */
export const routesByArea = {
  auth,
  account,
  chat,
  voice,
  insights,
  goals,
  memory,
  buddies,
  guardian,
  billing,
  email,
} satisfies Record<Area, Readonly<Record<string, AnyRoute>>>;

/** A union of object types as their intersection: every area's routes in one type. */
type Intersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

export type Routes = Intersection<(typeof routesByArea)[Area]>;
export type RouteName = keyof Routes;

/** Every route by its name, all areas in one object. */
export const routes: Routes = Object.assign({}, ...AREAS.map((area) => routesByArea[area]));

/** Every route with its name, in name order (the same under native ESM and Jest's CommonJS). */
export const routeList: ReadonlyArray<[RouteName, AnyRoute]> = (Object.entries(routes) as Array<[RouteName, AnyRoute]>).sort(([a], [b]) =>
  a < b ? -1 : 1,
);

export type { Area } from '../areas';
export type { AnyRoute, AuthMode, BodyOf, HttpMethod, ParamsOf, PlanName, RateRule, ResponseOf, RouteAccess, RouteDef } from './route-def';
export { guardsCrossSite } from './route-def';
export { fillPath, pathParamNames } from '../route-paths';
