import * as z from 'zod/mini';
import { PLAN_NAMES } from '../plans';
import { BILLING_INTERVALS } from '../pricing';

/**
 * Declares a top-level schema as free of side effects (see shared/schemas/chat.ts): esbuild then
 * leaves it out of the Lambda bundles that do not use it.
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of the plan and payment routes (spec sections 2, 4, 7). */

export const planName = schema(() => z.enum(PLAN_NAMES, { error: 'plan must be "Basic" or "Premium".' }));

/**
 * A subscription's state as Stripe names it, or `none` for a plan chosen without one (Basic).
 * `active` and `trialing` give Premium; `past_due` keeps it while Stripe retries the payment;
 * `canceled`, `unpaid`, `incomplete_expired` and `paused` drop back to Basic.
 */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/user/stripe-status: the spec reads data.currentPlan and data.status. 400 before any plan is chosen. */
export const stripeStatusResponse = schema(() =>
  z.object({
    success: z.boolean(),
    data: z.object({
      currentPlan: planName,
      status: z.enum(SUBSCRIPTION_STATUSES),
      /** The paid plan's billing interval; absent for Basic. */
      interval: z.optional(z.enum(BILLING_INTERVALS)),
      /** ISO 8601: when a trial ends and the first payment is taken. */
      trialEnd: z.optional(z.string()),
      /** ISO 8601: the end of the period paid for (the renewal date). */
      currentPeriodEnd: z.optional(z.string()),
      /** Cancelled in the portal, effective at currentPeriodEnd. */
      cancelAtPeriodEnd: z.optional(z.boolean()),
    }),
  }),
);
export type StripeStatus = z.infer<typeof stripeStatusResponse>['data'];

/**
 * GET /api/payment/free-trial: whether the caller may still have Premium annual's free trial. False
 * once they (their mailbox, on any account) had it: the plan popup then says Subscribe.
 */
export const freeTrialResponse = schema(() => z.object({ success: z.boolean(), trialAvailable: z.boolean() }));

/** PUT /api/user/plan: choosing Basic needs no payment (Premium is chosen through checkout). */
export const choosePlanBody = schema(() =>
  z.strictObject({
    plan: z.literal('Basic', { error: 'Only Basic can be chosen here; Premium starts at checkout.' }),
  }),
);
export const choosePlanResponse = schema(() => z.object({ success: z.boolean(), plan: planName }));

/** Stripe price ids: `price_` and letters, digits or underscores. Which ones are ours is configuration. */
export const PRICE_ID_PATTERN = /^price_[A-Za-z0-9_]{1,100}$/;
export const priceIdParams = schema(() =>
  z.strictObject({
    priceId: z.string().check(z.regex(PRICE_ID_PATTERN, { error: 'priceId is not a valid price id.' })),
  }),
);

/** create-subscription and manage-subscription: the address of Stripe's page (or the local stand-in). */
export const redirectResponse = schema(() => z.object({ success: z.boolean(), url: z.string() }));

/** POST /api/payment/webhook: Stripe reads only the status; the body says the event was taken. */
export const webhookResponse = schema(() => z.object({ received: z.boolean() }));

/**
 * GET /api/payment/recent-subscriptions: when the most recent Premium subscriptions started (ISO
 * 8601), newest first; nothing else about them (docs/decisions/0061-social-proof-only-from-real-events.md).
 */
export const recentSubscriptionsResponse = schema(() => z.object({ success: z.boolean(), subscribedAt: z.array(z.string()) }));
