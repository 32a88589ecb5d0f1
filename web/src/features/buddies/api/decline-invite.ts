import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** How the invitee says no: plainly, blocking the inviter too, or reporting the invitation (which blocks). */
export interface DeclineChoice {
  block?: boolean;
  report?: boolean;
}

/** POST /api/buddies/invite/{token}/decline. */
export const declineInvite = (token: string, choice: DeclineChoice = {}) =>
  api(routes.declineBuddyInvite, { params: { token }, body: choice });
