import type { SentInvite } from '#shared/schemas/buddies';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/buddies/invites: e-mails an invitation when given an address, else makes a link to copy (shown once). */
export async function createInvite(email?: string): Promise<{ invite: SentInvite; link: string }> {
  const { invite, link } = await api(routes.createBuddyInvite, { body: email === undefined ? {} : { email } });
  return { invite, link };
}
