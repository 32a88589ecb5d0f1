import * as routes from '#shared/routes/account';
import { acknowledgeDisclosure } from '../../../domain/account/disclosure';
import { http } from '../../../http/http';

/**
 * POST /api/user/disclosure-seen — the user acknowledged the fixed AI disclosure now, by the
 * server's clock.
 */
export const handler = http(routes.disclosureSeen, async ({ session }) => ({
  success: true,
  disclosureSeenAt: await acknowledgeDisclosure(session.uid),
}));
