import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import type { DataExport } from '#shared/schemas/user';
import { readUserItems } from '../../data/account';
import { notFound } from '../../kernel/errors';
import { toDataExport } from './export-views';

/**
 * Everything the user's account holds (SAFETY.md 12), read in one Query of their partition: the
 * account, the safety plan, each chat with its messages, and the sessions. 404 without a profile.
 */
export async function exportUserData(uid: string): Promise<DataExport> {
  const items = await readUserItems(uid);
  if (!items.profile) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return toDataExport({ ...items, profile: items.profile }, new Date());
}
