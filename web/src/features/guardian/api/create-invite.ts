import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/guardian/invites: e-mails a guardian the link to confirm; 400, 409 or 429 with the reason. */
export async function askGuardian(email: string): Promise<void> {
  await api(routes.createGuardianInvite, { body: { email: email.trim() } });
}
