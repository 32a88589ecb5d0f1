import * as routes from '../../shared/routes/account';
import { readUserItems } from '../data/account';
import { notFound } from '../kernel/errors';
import { http } from '../http/http';
import { toDataExport } from '../domain/user/export-views';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';

/**
 * GET /api/user/export — everything the user's account holds (SAFETY.md 12), read in one Query of
 * their partition: the account, the safety plan, each chat with its messages, and the sessions.
 */
export const handler = http(routes.exportData, async ({ session }) => {
  const items = await readUserItems(session.uid);
  if (!items.profile) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return toDataExport({ ...items, profile: items.profile }, new Date());
});
