import type { PriceIds } from '../../../../../shared/pricing';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

let loading: Promise<PriceIds> | null = null;

/**
 * The four Stripe price ids, from GET /api/config (they are configuration, never spelled in the
 * web app). Fetched once per page, when the plan popup opens; retried after a failure.
 */
export function getPriceIds(): Promise<PriceIds> {
  loading ??= api(routes.webConfig)
    .then((config) => config.prices)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
