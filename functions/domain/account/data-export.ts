import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import type { DataExport } from '#shared/schemas/user';
import { readUserItems } from '../../data/account';
import { getLinkNotices } from '../../data/guardian-notices';
import { notFound } from '../../kernel/errors';
import { toDataExport } from './export-views';

/**
 * Everything the user's account holds (SAFETY.md 12), read in one Query of their partition: the
 * account, the safety plan, each chat with its messages, and the sessions. 404 without a profile.
 */
export async function exportUserData(uid: string): Promise<DataExport> {
  const items = await readUserItems(uid);
  if (!items.profile) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  const exported = toDataExport({ ...items, profile: items.profile }, new Date());
  // A link's notices are kept in the teen's partition: a guardian's are read through each link.
  const guardianNotices = await Promise.all(
    items.guardianLinks.map(async ({ linkId, role, otherUid }) => {
      const { stopped, sent } = await getLinkNotices(role === 'teen' ? otherUid : uid, linkId);
      return { linkId, on: !stopped, sent };
    }),
  );
  return guardianNotices.length ? { ...exported, guardianNotices } : exported;
}
