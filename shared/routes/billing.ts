import {
  choosePlanBody,
  choosePlanResponse,
  freeTrialResponse,
  priceIdParams,
  recentSubscriptionsResponse,
  redirectResponse,
  stripeStatusResponse,
  webhookResponse,
} from '../schemas/payment';
import { HOUR, noParams, perClient as definePerClient, perUser as definePerUser, route as defineRoute } from './define';

/**
 * The billing area's routes (shared/areas.ts): plans and payments: the plan, Stripe's subscriptions
 * and Stripe's webhook. Every export is a route and nothing else is exported:
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
/* @__NO_SIDE_EFFECTS__ */
const perUser: typeof definePerUser = (limit, windowSeconds) => definePerUser(limit, windowSeconds);
/* @__NO_SIDE_EFFECTS__ */
const perClient: typeof definePerClient = (limit, windowSeconds) => definePerClient(limit, windowSeconds);

/** Seconds a browser may keep the recent subscriptions: the landing page asks once per visit anyway. */
const RECENT_SUBSCRIPTIONS_CACHE_SECONDS = 300;

/**
 * Plans and payments (spec sections 2, 4, 6, 7, 9). The plan and the subscription's state
 * are stored on the profile; Stripe is the source of truth for subscriptions, read back on each
 * webhook event.
 */

/** The spec's status call: data.currentPlan and data.status; 400 (code NO_PLAN) before any plan is chosen. */
export const stripeStatus = route({
  name: 'stripeStatus',
  area: 'billing',
  method: 'GET',
  path: '/api/user/stripe-status',
  handler: 'entry/api/billing/stripe-status',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: stripeStatusResponse,
  access: { table: 'read' },
});

/**
 * Whether the caller may still have the free trial (once per person): the plan popup says "Free
 * Trial" or "Subscribe". Not in the spec's table, and not part of the status: that answers 400
 * before any plan is chosen, which is when the welcome popup needs to know.
 */
export const freeTrial = route({
  name: 'freeTrial',
  area: 'billing',
  method: 'GET',
  path: '/api/payment/free-trial',
  handler: 'entry/api/billing/free-trial',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: freeTrialResponse,
  access: { table: 'read', trialKey: true },
});

/**
 * Choosing Basic: no payment, kept server-side so it follows the user. Not in the spec's table (its
 * client kept the choice locally). 409 while a Premium subscription is live: cancel it first.
 */
export const choosePlan = route({
  name: 'choosePlan',
  area: 'billing',
  method: 'PUT',
  path: '/api/user/plan',
  handler: 'entry/api/billing/choose-plan',
  auth: 'required',
  params: noParams,
  body: choosePlanBody,
  response: choosePlanResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(30, HOUR)],
});

/** A Stripe Checkout session in subscription mode for the caller's own customer; returns its url. */
export const createSubscription = route({
  name: 'createSubscription',
  area: 'billing',
  method: 'POST',
  path: '/api/payment/create-subscription/{priceId}',
  handler: 'entry/api/billing/create-subscription',
  auth: 'required',
  params: priceIdParams,
  body: undefined,
  response: redirectResponse,
  access: { table: 'readwrite', payments: true, trialKey: true },
  rateLimit: [perUser(20, HOUR)],
});

/** A Billing Portal session for the caller's own customer (Premium only; others get 409 NO_SUBSCRIPTION). */
export const manageSubscription = route({
  name: 'manageSubscription',
  area: 'billing',
  method: 'GET',
  path: '/api/payment/manage-subscription',
  handler: 'entry/api/billing/manage-subscription',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: redirectResponse,
  access: { table: 'read', payments: true },
  rateLimit: [perUser(30, HOUR)],
});

/**
 * Stripe's webhook: public, not a browser (no cross-site guard), signature verified on the raw
 * body; each event applied once. Any failure answers non-2xx so Stripe retries.
 */
export const stripeWebhook = route({
  name: 'stripeWebhook',
  area: 'billing',
  method: 'POST',
  path: '/api/payment/webhook',
  handler: 'entry/api/billing/webhook',
  auth: 'none',
  params: noParams,
  body: undefined,
  response: webhookResponse,
  access: { table: 'readwrite', payments: true, mail: true },
  crossSite: 'allow',
  rawBody: true,
});

/**
 * The landing page's notification (docs/decisions/0061-social-proof-only-from-real-events.md): the
 * start times of the most recent Premium subscriptions, nothing about who. Public, so it reads no
 * session; cacheable, since it is the same for everyone; limited per address.
 */
export const recentSubscriptions = route({
  name: 'recentSubscriptions',
  area: 'billing',
  method: 'GET',
  path: '/api/payment/recent-subscriptions',
  handler: 'entry/api/billing/recent-subscriptions',
  auth: 'none',
  params: noParams,
  body: undefined,
  response: recentSubscriptionsResponse,
  access: { table: 'read' },
  rateLimit: [perClient(60, HOUR)],
  cacheSeconds: RECENT_SUBSCRIPTIONS_CACHE_SECONDS,
});
