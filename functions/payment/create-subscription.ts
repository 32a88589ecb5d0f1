import { PRICES, priceOf } from '../../shared/pricing';
import * as routes from '../../shared/routes/billing';
import { getBilling, isLive } from '../data/billing';
import { appOrigin } from '../kernel/app-origin';
import { config } from '../kernel/config';
import { AppError, badRequest, notFound } from '../kernel/errors';
import { http } from '../http/http';
import { getPayments } from '../providers/payments';
import { callPayments, ensureCustomer } from '../domain/payment/customer';
import { withTrialIfAvailable } from '../domain/payment/free-trial';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';
import { UNKNOWN_PRICE_MESSAGE } from '../../shared/error-messages';
import { BASIC_NO_CHECKOUT_MESSAGE } from '../../shared/error-messages';
import { ALREADY_PREMIUM_MESSAGE } from '../../shared/error-messages';

/**
 * POST /api/payment/create-subscription/{priceId} — a Stripe Checkout session in subscription mode
 * for the caller's own customer (created once, reused), with the price's free trial (Premium
 * annual: 14 days, from shared/pricing.ts) unless the person had it before: once per person. The
 * plan changes only when the webhook reports the subscription, never on the word of the browser
 * coming back.
 */
export const handler = http(routes.createSubscription, async ({ params, session }) => {
  const price = priceOf(config().stripe.prices, params.priceId);
  if (!price) throw badRequest(UNKNOWN_PRICE_MESSAGE, { priceId: UNKNOWN_PRICE_MESSAGE });
  if (price.plan === 'Basic') throw badRequest(BASIC_NO_CHECKOUT_MESSAGE, { priceId: BASIC_NO_CHECKOUT_MESSAGE });
  const billing = await getBilling(session.uid);
  if (!billing) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (isLive(billing.subscription?.status)) throw new AppError('CONFLICT', ALREADY_PREMIUM_MESSAGE);
  const origin = await appOrigin();
  const url = await withTrialIfAvailable(session.uid, billing, PRICES[price.plan][price.interval].trialDays, (trialDays) =>
    callPayments(async () =>
      getPayments().createCheckout({
        uid: session.uid,
        customerId: await ensureCustomer(session.uid, billing),
        priceId: params.priceId,
        plan: price.plan,
        interval: price.interval,
        trialDays,
        successUrl: `${origin}/dashboard?checkout=success`,
        cancelUrl: `${origin}/dashboard?checkout=cancelled`,
      }),
    ),
  );
  return { success: true, url };
});
