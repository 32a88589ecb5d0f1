import { GUARDIAN_LINK_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { GUARDIAN_CHECKOUT_TEEN_SIDE_MESSAGE, TEEN_ALREADY_PREMIUM_MESSAGE } from '#shared/guardian-premium';
import type { PlanName } from '#shared/plans';
import type { BillingInterval } from '#shared/pricing';
import { getGuardianLink, type GuardianLink } from '../../data/guardians';
import { getPlan } from '../../data/users';
import { config } from '../../kernel/config';
import { forbidden, notFound } from '../../kernel/errors';
import { openCheckout } from '../payment/checkout';

/**
 * Premium on a teen's account (shared/guardian-premium.ts): the teen's plan as either side of the
 * link reads it, and the checkout a guardian opens for the teen's account. The link is read from
 * the caller's own partition, so another user's link id is an unknown one (404).
 */

async function linkOf(uid: string, linkId: string): Promise<GuardianLink> {
  const link = await getGuardianLink(uid, linkId);
  if (!link) throw notFound(GUARDIAN_LINK_NOT_FOUND_MESSAGE);
  return link;
}

/** On the guardian's side the link's other person is the teen; on the teen's side, the caller is. */
const teenOf = (uid: string, link: GuardianLink): string => (link.role === 'teen' ? link.otherUid : uid);

/** GET /api/guardian/teens/{linkId}/plan: Basic or Premium, nothing else; Basic before any plan is chosen. */
export async function teenPlanFor(uid: string, linkId: string): Promise<PlanName> {
  return (await getPlan(teenOf(uid, await linkOf(uid, linkId)))) ?? 'Basic';
}

/**
 * POST /api/guardian/teens/{linkId}/checkout: Premium on the chosen period for the teen's account,
 * with the trial if the teen may still have it; the guardian comes back to their page.
 * @throws 403 on the teen's side of the link; 409 while the teen has Premium.
 */
export async function openTeenCheckout(uid: string, linkId: string, interval: BillingInterval): Promise<string> {
  const link = await linkOf(uid, linkId);
  if (link.role !== 'teen') throw forbidden(GUARDIAN_CHECKOUT_TEEN_SIDE_MESSAGE);
  return openCheckout(link.otherUid, config().stripe.prices.Premium[interval], 'guardian', TEEN_ALREADY_PREMIUM_MESSAGE);
}
