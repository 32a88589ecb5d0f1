import type { WebConfigResponse } from '#shared/schemas/user';
import { api } from './api-client';
import { routes } from './route-table';

let loading: Promise<WebConfigResponse> | null = null;

/**
 * GET /api/config (public settings: Firebase's web configuration, the price ids, the bot check's
 * site key), fetched once per page by whichever part needs it first; retried after a failure.
 */
export function loadWebConfig(): Promise<WebConfigResponse> {
  loading ??= api(routes.webConfig).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
