import { randomBytes } from 'node:crypto';
import { BILLING_INTERVALS, everyPrice, localPriceId, priceVariable, PRICES } from '#shared/pricing';
import { PLAN_NAMES } from '#shared/plans';
import { stripeWebhook } from '#shared/routes/billing';
import type { PriceTable } from './objects';
import type { LocalStripe } from './index';

/**
 * How `npm start` and the tests wire the local Stripe to the backend: the four local price ids,
 * their amounts (from the one price definition in shared/pricing.ts), and the environment that
 * points functions/kernel/config.ts at the local Stripe instead of api.stripe.com.
 */

/** Any test key works with the local Stripe; this one says where it comes from. */
export const LOCAL_STRIPE_KEY = 'sk_test_local';

/** The webhook route the local Stripe posts to, on the local API server. */
export const WEBHOOK_PATH = stripeWebhook.path;

/**
 * What each local price charges. An annual price bills its per-month figure twelve times a year
 * (Premium annual: $8 × 12 = $96); the 14-day trial is set by our backend at checkout, not here.
 */
export const LOCAL_STRIPE_PRICES: PriceTable = Object.fromEntries(
  PLAN_NAMES.flatMap((plan) =>
    BILLING_INTERVALS.map((interval) => {
      const perMonth = PRICES[plan][interval].perMonth;
      const yearly = interval === 'annual';
      return [
        localPriceId(plan, interval),
        {
          interval: yearly ? 'year' : 'month',
          unitAmount: perMonth * 100 * (yearly ? 12 : 1),
          productName: `Blue Guardian ${plan}`,
        },
      ];
    }),
  ),
);

/** A fresh signing secret per run: nothing outside this process needs to know it. */
export const newWebhookSecret = (): string => `whsec_local_${randomBytes(24).toString('hex')}`;

/** The variables functions/kernel/config.ts reads, pointing at this local Stripe. */
export function localStripeEnv(stripe: Pick<LocalStripe, 'url' | 'webhookSecret'>): Record<string, string> {
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: LOCAL_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  };
  for (const { plan, interval } of everyPrice()) env[priceVariable(plan, interval)] = localPriceId(plan, interval);
  return env;
}

/** Every Stripe variable; the test setups clear a developer's own before using the local Stripe. */
export const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_SECRET_KEY_SECRET_ARN',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_WEBHOOK_SECRET_ARN',
  'STRIPE_API_URL',
  ...everyPrice().map(({ plan, interval }) => priceVariable(plan, interval)),
];
