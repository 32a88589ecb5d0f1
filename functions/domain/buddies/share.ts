import type { ShareSettings } from '#shared/buddies';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { updateBuddyShare } from '../../data/buddy-share';
import { notFound } from '../../kernel/errors';

/** Turns the given items on or off, the others unchanged; answers every setting (404 without a profile). */
export async function updateShareFor(uid: string, changes: Partial<ShareSettings>): Promise<ShareSettings> {
  const share = await updateBuddyShare(uid, changes);
  if (!share) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return share;
}
