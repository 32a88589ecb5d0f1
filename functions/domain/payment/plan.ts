import type { StripeStatus } from '#shared/schemas/payment';
import { ACCOUNT_NOT_FOUND_MESSAGE, NO_PLAN_MESSAGE, SUBSCRIBED_MESSAGE } from '#shared/error-messages';
import { chooseBasic, getBilling, isLive } from '../../data/billing';
import { AppError, notFound } from '../../kernel/errors';
import { knownStatus } from './billing';

/**
 * Chooses Basic, which needs no payment; stored on the profile so the choice follows the user.
 * @throws 404 without a profile; 409 while a Premium subscription is live (cancelling it in the
 * portal brings the plan back to Basic by itself).
 */
export async function chooseBasicPlan(uid: string): Promise<void> {
  const outcome = await chooseBasic(uid);
  if (outcome === 'no-profile') throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (outcome === 'subscribed') throw new AppError('CONFLICT', SUBSCRIBED_MESSAGE);
}

/**
 * The user's plan and subscription state, from the profile (the webhook keeps it in step with
 * Stripe).
 * @throws 404 without a profile; 400 NO_PLAN before any plan was chosen.
 */
export async function planStatusFor(uid: string): Promise<StripeStatus> {
  const billing = await getBilling(uid);
  if (!billing) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (!billing.plan) throw new AppError('NO_PLAN', NO_PLAN_MESSAGE);
  const subscription = billing.subscription;
  // The dates and the interval describe a paid plan; after a cancellation only the status remains.
  const current = billing.plan === 'Premium' && subscription && isLive(subscription.status) ? subscription : undefined;
  return {
    currentPlan: billing.plan,
    status: knownStatus(subscription?.status),
    ...(current?.interval && { interval: current.interval }),
    ...(current?.trialEnd && { trialEnd: current.trialEnd }),
    ...(current?.currentPeriodEnd && { currentPeriodEnd: current.currentPeriodEnd }),
    ...(current && { cancelAtPeriodEnd: current.cancelAtPeriodEnd }),
  };
}
