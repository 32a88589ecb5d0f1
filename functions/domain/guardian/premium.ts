import { GUARDIAN_CHECKOUT_TEEN_SIDE_MESSAGE, TEEN_ALREADY_PREMIUM_MESSAGE } from '#shared/guardian-premium';
import type { BillingInterval } from '#shared/pricing';
import { config } from '../../kernel/config';
import { forbidden } from '../../kernel/errors';
import { openCheckout } from '../payment/checkout';
import { ownLink } from './own-link';

/**
 * POST /api/guardian/teens/{linkId}/checkout (shared/guardian-premium.ts): Premium on the chosen
 * period for the teen's account, with the trial if the teen may still have it; the guardian comes
 * back to their page. The subscription is the teen's, as anyone's is.
 * @throws 404 for any id not the caller's own link; 403 on the teen's side; 409 while the teen has Premium.
 */
export async function openTeenCheckout(uid: string, linkId: string, interval: BillingInterval): Promise<string> {
  const { teenUid, asGuardian } = await ownLink(uid, linkId);
  if (!asGuardian) throw forbidden(GUARDIAN_CHECKOUT_TEEN_SIDE_MESSAGE);
  return openCheckout(teenUid, config().stripe.prices.Premium[interval], 'guardian', TEEN_ALREADY_PREMIUM_MESSAGE);
}
