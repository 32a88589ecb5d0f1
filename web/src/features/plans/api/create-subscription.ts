import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * POST /api/payment/create-subscription/{priceId} — a checkout page for this Premium price; the
 * caller sends the browser to the returned url (spec sections 4 and 7).
 */
export async function createSubscription(priceId: string): Promise<string> {
  const { url } = await api(routes.createSubscription, { params: { priceId } });
  return url;
}
