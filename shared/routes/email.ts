import { resultResponse } from '../schemas/auth';
import { noParams, perClient as definePerClient, QUARTER_HOUR, route as defineRoute } from './define';

/**
 * The email area's routes (shared/areas.ts): the e-mails the product sends: one-click unsubscribe.
 * Every export is a route and nothing else is exported: shared/routes/index.ts gathers this file
 * with the other areas', and the stack deploys the area in a nested stack of its own. `name`
 * repeats the export name and `area` names this file (unit tests check both). Paths are the spec's
 * (section 7), exactly.
 *
 * A handler imports its route from this file, never the index, and esbuild keeps only that route.
 * Inside a route use only literals, constants, schemas and calls of the helpers below, which are
 * marked free of side effects in this file, where esbuild sees the mark (shared/routes/define.ts);
 * hoist anything else to a constant above the routes.
 */

/* @__NO_SIDE_EFFECTS__ */
const route: typeof defineRoute = (def) => defineRoute(def);
/* @__NO_SIDE_EFFECTS__ */
const perClient: typeof definePerClient = (limit, windowSeconds) => definePerClient(limit, windowSeconds);

/**
 * One-click unsubscribe (RFC 8058) from the e-mails of shared/unsubscribe.ts, without a session:
 * the signed token in the query says who (or, for buddy invitations, which address). Mail providers POST `List-Unsubscribe=One-Click` form-encoded from
 * their own servers (hence no cross-site guard, and a raw body the handler does not need); the
 * /unsubscribe page posts the same. The limit is per client but generous, since a mail provider
 * posts for many people from few addresses; the token, not the limit, is the protection.
 */
export const unsubscribe = route({
  name: 'unsubscribe',
  area: 'email',
  method: 'POST',
  path: '/api/email/unsubscribe',
  handler: 'entry/api/email/unsubscribe',
  auth: 'none',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite', unsubscribeKey: true },
  rateLimit: [perClient(300, QUARTER_HOUR)],
  crossSite: 'allow',
  rawBody: true,
});
