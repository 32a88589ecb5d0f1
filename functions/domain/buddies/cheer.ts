import type { CheerId } from '#shared/buddies';
import { BUDDY_NOT_FOUND_MESSAGE, CHEER_ALREADY_SENT_MESSAGE } from '#shared/error-messages';
import { putCheerOnce } from '../../data/buddy-cheers';
import { getBuddyLink } from '../../data/buddies';
import { AppError, notFound } from '../../kernel/errors';

/**
 * Sends one of the fixed cheers to a buddy, kept on their side under the link's id with the name
 * their side of the link knows the sender by. 404 unless both sides of the link stand (another
 * user's buddy id included); 409 for a second cheer to the same buddy the same day.
 */
export async function cheerBuddyFor(uid: string, buddyId: string, cheerId: CheerId, now: Date = new Date()): Promise<void> {
  const link = await getBuddyLink(uid, buddyId);
  const theirs = link && (await getBuddyLink(link.buddyUid, buddyId));
  if (!link || !theirs) throw notFound(BUDDY_NOT_FOUND_MESSAGE);
  const stored = await putCheerOnce(link.buddyUid, { buddyId, fromFirstName: theirs.firstName, cheerId, at: now.toISOString() }, now);
  if (!stored) throw new AppError('CONFLICT', CHEER_ALREADY_SENT_MESSAGE);
}
