import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { recordDisclosureSeen } from '../../data/users';
import { notFound } from '../../kernel/errors';

/**
 * Records that the user acknowledged the fixed AI disclosure now, and answers when. The server's
 * clock decides the time, so the 3-hour rule for guardian-consent users cannot be gamed.
 */
export async function acknowledgeDisclosure(uid: string): Promise<string> {
  const disclosureSeenAt = new Date().toISOString();
  if (!(await recordDisclosureSeen(uid, disclosureSeenAt))) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return disclosureSeenAt;
}
