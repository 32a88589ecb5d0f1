import { resultResponse } from '../schemas/auth';
import { chatIdParams } from '../schemas/chat';
import { checkInParams, checkInResponse, insightsResponse, sessionReportResponse } from '../schemas/insights';
import { noParams, route as defineRoute } from './define';

/**
 * The insights area's routes (shared/areas.ts): the overview, each session's report and early
 * detection's check-in. Every export is a route and nothing else is exported:
 * shared/routes/index.ts gathers this file with the other areas', and the stack deploys the area in
 * a nested stack of its own. `name` repeats the export name and `area` names this file (unit tests
 * check both). Paths are the spec's (section 7), exactly.
 *
 * A handler imports its route from this file, never the index, and esbuild keeps only that route.
 * Inside a route use only literals, constants, schemas and calls of the helpers below, which are
 * marked free of side effects in this file, where esbuild sees the mark (shared/routes/define.ts);
 * hoist anything else to a constant above the routes.
 */

/* @__NO_SIDE_EFFECTS__ */
const route: typeof defineRoute = (def) => defineRoute(def);

/**
 * Insights. Reports are made in the background (functions/entry/jobs/), never on these
 * routes, which only read them. Basic gets the basic view; each session's report is Premium
 * (checked from the stored plan). Early detection's check-in comes on every plan (SAFETY.md).
 */
export const getInsights = route({
  name: 'getInsights',
  area: 'insights',
  method: 'GET',
  path: '/api/insights',
  handler: 'entry/api/insights/get-insights',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: insightsResponse,
  access: { table: 'read' },
});

export const getSessionReport = route({
  name: 'getSessionReport',
  area: 'insights',
  method: 'GET',
  path: '/api/insights/reports/{chatId}',
  handler: 'entry/api/insights/get-report',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: sessionReportResponse,
  access: { table: 'read' },
});

/** Deleting one's own data is never behind a plan. */
export const deleteSessionReport = route({
  name: 'deleteSessionReport',
  area: 'insights',
  method: 'DELETE',
  path: '/api/insights/reports/{chatId}',
  handler: 'entry/api/insights/delete-report',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

export const getCheckIn = route({
  name: 'getCheckIn',
  area: 'insights',
  method: 'GET',
  path: '/api/insights/check-in',
  handler: 'entry/api/insights/get-check-in',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: checkInResponse,
  access: { table: 'read' },
});

/** The user closed the card: it comes back only for a newer trigger. */
export const checkInSeen = route({
  name: 'checkInSeen',
  area: 'insights',
  method: 'POST',
  path: '/api/insights/check-in/{checkInId}/seen',
  handler: 'entry/api/insights/check-in-seen',
  auth: 'required',
  params: checkInParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});
