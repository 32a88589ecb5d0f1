import type { PlanName } from '#shared/plans';
import type { BillingInterval } from '#shared/pricing';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** GET /api/guardian/teens/{linkId}/plan: the linked teen's plan, Basic or Premium, for either side of the link. */
export async function getTeenPlan(linkId: string, signal: AbortSignal): Promise<PlanName> {
  const { plan } = await api(routes.getGuardianTeenPlan, { params: { linkId }, signal });
  return plan;
}

/** POST /api/guardian/teens/{linkId}/checkout: the checkout page for the teen's account; the caller sends the browser there. */
export async function startTeenCheckout(linkId: string, interval: BillingInterval): Promise<string> {
  const { url } = await api(routes.createGuardianTeenCheckout, { params: { linkId }, body: { interval } });
  return url;
}
