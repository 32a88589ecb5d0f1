import { PRICES, priceOf } from '#shared/pricing';
import { ACCOUNT_NOT_FOUND_MESSAGE, ALREADY_PREMIUM_MESSAGE } from '#shared/error-messages';
import { BASIC_NO_CHECKOUT_MESSAGE, UNKNOWN_PRICE_MESSAGE } from '#shared/error-messages';
import { MINOR_PREMIUM_MESSAGE } from '#shared/guardian-premium';
import { ageGroupOf } from '#shared/safety';
import { getBilling, isLive } from '../../data/billing';
import { appOrigin } from '../../kernel/app-origin';
import { config } from '../../kernel/config';
import { AppError, badRequest, notFound } from '../../kernel/errors';
import { getPayments } from '../../providers/payments';
import { callPayments, ensureCustomer } from './customer';
import { withTrialIfAvailable } from './free-trial';

/** Who opens the checkout: the account's owner, or a linked guardian for a teen's account (domain/guardian/premium.ts). */
export type CheckoutOpener = 'owner' | 'guardian';

/** Where each opener comes back from the checkout page. */
const RETURN_PATH: Record<CheckoutOpener, string> = { owner: '/dashboard', guardian: '/guardian' };

/**
 * A Stripe Checkout session in subscription mode for the user's own customer (created once,
 * reused), with the price's free trial (Premium annual: 14 days, from shared/pricing.ts) unless
 * the person had it before: once per person. The plan changes only when the webhook reports the
 * subscription, never on the word of the browser coming back.
 *
 * Someone under 18 (an account whose age rule is not confirmed as an adult's) does not start a
 * trial or a paid plan alone: their own checkout is refused with GUARDIAN_STARTS_PREMIUM, and a
 * linked guardian opens it for `uid` instead. Either way the customer, the trial claim and the
 * subscription are `uid`'s, so deletion and the one-trial rule hold as for anyone.
 * @param alreadyPremium the refusal's words while a subscription is live, as the opener reads them.
 * @returns the checkout's URL.
 */
export async function openCheckout(
  uid: string,
  priceId: string,
  opener: CheckoutOpener = 'owner',
  alreadyPremium = ALREADY_PREMIUM_MESSAGE,
): Promise<string> {
  const price = priceOf(config().stripe.prices, priceId);
  if (!price) throw badRequest(UNKNOWN_PRICE_MESSAGE, { priceId: UNKNOWN_PRICE_MESSAGE });
  if (price.plan === 'Basic') throw badRequest(BASIC_NO_CHECKOUT_MESSAGE, { priceId: BASIC_NO_CHECKOUT_MESSAGE });
  const billing = await getBilling(uid);
  if (!billing) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (opener === 'owner' && ageGroupOf(billing.ageConfirmation) === 'minor') {
    throw new AppError('GUARDIAN_STARTS_PREMIUM', MINOR_PREMIUM_MESSAGE);
  }
  if (isLive(billing.subscription?.status)) throw new AppError('CONFLICT', alreadyPremium);
  const origin = await appOrigin();
  const back = `${origin}${RETURN_PATH[opener]}`;
  return withTrialIfAvailable(uid, billing, PRICES[price.plan][price.interval].trialDays, (trialDays) =>
    callPayments(async () =>
      getPayments().createCheckout({
        uid,
        customerId: await ensureCustomer(uid, billing),
        priceId,
        plan: price.plan,
        interval: price.interval,
        trialDays,
        successUrl: `${back}?checkout=success`,
        cancelUrl: `${back}?checkout=cancelled`,
      }),
    ),
  );
}
