import { PRICES, priceOf } from '#shared/pricing';
import { ACCOUNT_NOT_FOUND_MESSAGE, ALREADY_PREMIUM_MESSAGE } from '#shared/error-messages';
import { BASIC_NO_CHECKOUT_MESSAGE, UNKNOWN_PRICE_MESSAGE } from '#shared/error-messages';
import { getBilling, isLive } from '../../data/billing';
import { appOrigin } from '../../kernel/app-origin';
import { config } from '../../kernel/config';
import { AppError, badRequest, notFound } from '../../kernel/errors';
import { getPayments } from '../../providers/payments';
import { callPayments, ensureCustomer } from './customer';
import { withTrialIfAvailable } from './free-trial';

/**
 * A Stripe Checkout session in subscription mode for the user's own customer (created once,
 * reused), with the price's free trial (Premium annual: 14 days, from shared/pricing.ts) unless
 * the person had it before: once per person. The plan changes only when the webhook reports the
 * subscription, never on the word of the browser coming back.
 * @returns the checkout's URL.
 */
export async function openCheckout(uid: string, priceId: string): Promise<string> {
  const price = priceOf(config().stripe.prices, priceId);
  if (!price) throw badRequest(UNKNOWN_PRICE_MESSAGE, { priceId: UNKNOWN_PRICE_MESSAGE });
  if (price.plan === 'Basic') throw badRequest(BASIC_NO_CHECKOUT_MESSAGE, { priceId: BASIC_NO_CHECKOUT_MESSAGE });
  const billing = await getBilling(uid);
  if (!billing) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (isLive(billing.subscription?.status)) throw new AppError('CONFLICT', ALREADY_PREMIUM_MESSAGE);
  const origin = await appOrigin();
  return withTrialIfAvailable(uid, billing, PRICES[price.plan][price.interval].trialDays, (trialDays) =>
    callPayments(async () =>
      getPayments().createCheckout({
        uid,
        customerId: await ensureCustomer(uid, billing),
        priceId,
        plan: price.plan,
        interval: price.interval,
        trialDays,
        successUrl: `${origin}/dashboard?checkout=success`,
        cancelUrl: `${origin}/dashboard?checkout=cancelled`,
      }),
    ),
  );
}
