import { NO_SUBSCRIPTION_MESSAGE } from '#shared/error-messages';
import { getBilling } from '../../data/billing';
import { appOrigin } from '../../kernel/app-origin';
import { AppError } from '../../kernel/errors';
import { getPayments } from '../../providers/payments';
import { callPayments } from './customer';

/**
 * A Stripe Billing Portal session for a Premium user. The customer is always the one on the
 * user's own profile, so no one can open another person's portal.
 * @returns the portal's URL.
 * @throws 409 NO_SUBSCRIPTION for anyone else (the web then opens the plan popup).
 */
export async function openPortal(uid: string): Promise<string> {
  const billing = await getBilling(uid);
  const customerId = billing?.plan === 'Premium' ? billing.customerId : undefined;
  if (!customerId) throw new AppError('NO_SUBSCRIPTION', NO_SUBSCRIPTION_MESSAGE);
  const origin = await appOrigin();
  return callPayments(() => getPayments().createPortal(customerId, `${origin}/dashboard`));
}
