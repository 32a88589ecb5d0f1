import type { PriceIds } from '#shared/pricing';
import { loadWebConfig } from '@/lib/web-config';

/**
 * The four Stripe price ids, from GET /api/config (they are configuration, never spelled in the
 * web app). Fetched when the plan popup opens; retried after a failure.
 */
export const getPriceIds = (): Promise<PriceIds> => loadWebConfig().then((config) => config.prices);
