import * as routes from '../../shared/routes/billing';
import { getBilling, isLive } from '../data/billing';
import { AppError, notFound } from '../kernel/errors';
import { http } from '../http/http';
import { knownStatus } from '../domain/payment/billing';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';
import { NO_PLAN_MESSAGE } from '../../shared/error-messages';

/**
 * GET /api/user/stripe-status — the caller's plan and subscription state, from the profile (the
 * webhook keeps it in step with Stripe). 400 NO_PLAN before any plan was chosen: the web then
 * opens the plan popup.
 */
export const handler = http(routes.stripeStatus, async ({ session }) => {
  const billing = await getBilling(session.uid);
  if (!billing) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (!billing.plan) throw new AppError('NO_PLAN', NO_PLAN_MESSAGE);
  const subscription = billing.subscription;
  // The dates and the interval describe a paid plan; after a cancellation only the status remains.
  const current = billing.plan === 'Premium' && subscription && isLive(subscription.status) ? subscription : undefined;
  return {
    success: true,
    data: {
      currentPlan: billing.plan,
      status: knownStatus(subscription?.status),
      ...(current?.interval && { interval: current.interval }),
      ...(current?.trialEnd && { trialEnd: current.trialEnd }),
      ...(current?.currentPeriodEnd && { currentPeriodEnd: current.currentPeriodEnd }),
      ...(current && { cancelAtPeriodEnd: current.cancelAtPeriodEnd }),
    },
  };
});
