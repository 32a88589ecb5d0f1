import type { PlanName } from '#shared/plans';
import { getPlan } from '../../data/users';
import { ownLink } from './own-link';

/**
 * GET /api/guardian/teens/{linkId}/plan: the linked teen's plan, Basic or Premium and nothing else
 * (Basic before any plan is chosen), the same for either side of the link. Apart from the checkout
 * (premium.ts), so this read carries no payments client.
 */
export async function teenPlanFor(uid: string, linkId: string): Promise<PlanName> {
  return (await getPlan((await ownLink(uid, linkId)).teenUid)) ?? 'Basic';
}
