import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** What the guardian is asked: the teen's first name, and until when. */
export interface GuardianInvitePreview {
  teenFirstName: string;
  expiresAt: string;
}

/** GET /api/guardian/invite/{token}: 404 for a link that expired, was answered or never was. */
export async function readGuardianInvite(token: string, signal?: AbortSignal): Promise<GuardianInvitePreview> {
  const { invite } = await api(routes.readGuardianInvite, { params: { token }, ...(signal ? { signal } : {}) });
  return invite;
}
