import type { GuardianInvite, GuardianLinks, GuardianWeek } from '#shared/schemas/guardian';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** GET /api/guardian/links: as a guardian, my teens; as a teen, my guardians and the requests waiting. */
export async function listGuardianLinks(signal: AbortSignal): Promise<GuardianLinks> {
  const { teens, guardians, invites } = await api(routes.listGuardianLinks, { signal });
  return { teens, guardians, invites };
}

/** DELETE /api/guardian/links/{linkId}: either side ends the link; the other side gets an e-mail. */
export async function endGuardianLink(linkId: string): Promise<void> {
  await api(routes.endGuardianLink, { params: { linkId } });
}

/** POST /api/guardian/invites/{inviteId}/resend: the e-mail again, with a new link. */
export async function resendGuardianInvite(inviteId: string): Promise<GuardianInvite> {
  const { invite } = await api(routes.resendGuardianInvite, { params: { inviteId } });
  return invite;
}

/** DELETE /api/guardian/invites/{inviteId}: the waiting request's link stops working. */
export async function cancelGuardianInvite(inviteId: string): Promise<void> {
  await api(routes.cancelGuardianInvite, { params: { inviteId } });
}

/** GET /api/guardian/teens/{linkId}/week?week=YYYY-Www: the teen's week as counts, this week without `week`. */
export async function getTeenWeek(linkId: string, week: string | undefined, signal: AbortSignal): Promise<GuardianWeek> {
  const route = routes.getGuardianTeenWeek;
  const path = week ? `${route.path}?week=${encodeURIComponent(week)}` : route.path;
  const answer = await api({ ...route, path }, { params: { linkId }, signal });
  return answer.week;
}
