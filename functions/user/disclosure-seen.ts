import * as routes from '../../shared/routes/account';
import { recordDisclosureSeen } from '../data/users';
import { notFound } from '../kernel/errors';
import { http } from '../http/http';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';

/**
 * POST /api/user/disclosure-seen — the user acknowledged the fixed AI disclosure now. The server's
 * clock decides the time, so the 3-hour rule for guardian-consent users cannot be gamed.
 */
export const handler = http(routes.disclosureSeen, async ({ session }) => {
  const disclosureSeenAt = new Date().toISOString();
  if (!(await recordDisclosureSeen(session.uid, disclosureSeenAt))) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return { success: true, disclosureSeenAt };
});
