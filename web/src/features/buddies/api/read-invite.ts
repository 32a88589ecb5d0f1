import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** What the invitee is asked: who invites them, and until when. */
export interface InvitePreview {
  inviterFirstName: string;
  expiresAt: string;
}

/** GET /api/buddies/invite/{token}: 404 for a link that expired, was answered or never was. */
export async function readInvite(token: string, signal?: AbortSignal): Promise<InvitePreview> {
  const { invite } = await api(routes.readBuddyInvite, { params: { token }, ...(signal ? { signal } : {}) });
  return invite;
}
