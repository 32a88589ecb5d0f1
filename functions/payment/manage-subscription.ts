import * as routes from '../../shared/routes/billing';
import { getBilling } from '../data/billing';
import { appOrigin } from '../kernel/app-origin';
import { AppError } from '../kernel/errors';
import { http } from '../http/http';
import { getPayments } from '../providers/payments';
import { callPayments } from '../domain/payment/customer';
import { NO_SUBSCRIPTION_MESSAGE } from '../../shared/error-messages';

/**
 * GET /api/payment/manage-subscription — a Stripe Billing Portal session for Premium users. The
 * customer is always the one on the caller's own profile: the request names none, so no one can
 * open another person's portal. Others get 409 NO_SUBSCRIPTION and the web opens the plan popup.
 */
export const handler = http(routes.manageSubscription, async ({ session }) => {
  const billing = await getBilling(session.uid);
  const customerId = billing?.plan === 'Premium' ? billing.customerId : undefined;
  if (!customerId) throw new AppError('NO_SUBSCRIPTION', NO_SUBSCRIPTION_MESSAGE);
  const origin = await appOrigin();
  const url = await callPayments(() => getPayments().createPortal(customerId, `${origin}/dashboard`));
  return { success: true, url };
});
