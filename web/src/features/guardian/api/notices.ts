import type { GuardianNotices } from '#shared/schemas/guardian-notices';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** GET /api/guardian/teens/{linkId}/notices: whether this link's guardian gets distress e-mails, and the days sent. */
export async function getGuardianNotices(linkId: string, signal: AbortSignal): Promise<GuardianNotices> {
  return (await api(routes.getGuardianNotices, { params: { linkId }, signal })).notices;
}

/** POST /api/guardian/teens/{linkId}/notices/stop: the guardian stops them (the teen sees it). */
export async function stopGuardianNotices(linkId: string): Promise<GuardianNotices> {
  return (await api(routes.stopGuardianNotices, { params: { linkId } })).notices;
}
