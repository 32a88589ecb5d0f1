import type { ResponseOf, Routes } from '#shared/routes';
import { request } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * POST /api/email/unsubscribe?token=… — the same request a mail client's one-click button sends
 * (RFC 8058), so the page and the button share one server path. Needs no session.
 */
export async function unsubscribe(token: string): Promise<ResponseOf<Routes['unsubscribe']>> {
  const route = routes.unsubscribe;
  const response = await request(
    { ...route, path: `${route.path}?token=${encodeURIComponent(token)}` },
    { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  );
  return (await response.json()) as ResponseOf<Routes['unsubscribe']>;
}
