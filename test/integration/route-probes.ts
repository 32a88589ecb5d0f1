import type { AnyRoute } from '#shared/routes/route-def';
import { fillPath, pathParamNames } from '#shared/routes';

/**
 * Requests made from the route table alone, so that a test walking every route needs no list of
 * routes: a path with its parameters filled and the smallest body the route's schema accepts.
 */

interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  innerType?: { _zod: { def: Def } };
  entries?: Record<string, string>;
  values?: unknown[];
  options?: Array<{ _zod: { def: Def } }>;
  in?: { _zod: { def: Def } };
}

/** Fields whose text has rules of its own, by name wherever they appear. */
const FIELD_EXAMPLES: Record<string, unknown> = {
  email: 'someone@example.com',
  password: 'Passw0rd!',
  currentPassword: 'Passw0rd!',
  newPassword: 'N3wPassw0rd!',
  // Server-made ids (a stream to stop, a message to edit): well-formed, and no one's.
  streamId: 'aaaaaaaaaaaa',
  messageId: 'aaaaaaaaaaaa',
};

/** A value the schema accepts: required fields only, short text, the first choice of an enum. */
export function exampleOf(def: Def): unknown {
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .filter(([, field]) => field._zod.def.type !== 'optional')
          .map(([key, field]) => [key, key in FIELD_EXAMPLES ? FIELD_EXAMPLES[key] : exampleOf(field._zod.def)]),
      );
    case 'string':
      return 'Hello';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return def.values![0];
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'array':
      return [];
    case 'nullable':
      return null;
    case 'union':
      return exampleOf(def.options![0]!._zod.def);
    case 'pipe':
      return exampleOf(def.in!._zod.def);
    default:
      throw new Error(`route-probes: no example for a "${def.type}" schema; teach exampleOf`);
  }
}

/** The smallest body the route's schema accepts, or undefined for a route without one. */
export const exampleBody = (route: AnyRoute): unknown =>
  route.body ? exampleOf((route.body as unknown as { _zod: { def: Def } })._zod.def) : undefined;

export interface Probe {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The request for `route` with each path parameter taken from `params`. A parameter it does not
 * give fails the caller's test, so a new kind of id cannot slip past the walk unnoticed.
 */
export function probe(route: AnyRoute, params: Record<string, string>): Probe {
  const missing = pathParamNames(route.path).filter((name) => !(name in params));
  if (missing.length) throw new Error(`${route.name}: no value for {${missing.join('}, {')}}; say whose id it is in the test`);
  return { method: route.method, path: fillPath(route.path, params), body: exampleBody(route) };
}
