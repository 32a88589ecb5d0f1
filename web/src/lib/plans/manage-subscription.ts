import { api } from '../api-client';
import { routes } from '../route-table';

/**
 * GET /api/payment/manage-subscription — the billing portal's address for the caller's own
 * subscription. 409 NO_SUBSCRIPTION without Premium: the caller opens the plan popup instead.
 */
export async function manageSubscription(): Promise<string> {
  const { url } = await api(routes.manageSubscription);
  return url;
}
