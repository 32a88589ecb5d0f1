import { getBuddyShare } from '../../data/buddy-share';
import { encouragementFor } from './encouragement';
import { readSharedProgress } from './progress';

/**
 * The kind word the user's own entry on the board shows, for their weekly summary
 * e-mail: from their own progress on the items they share, so the e-mail says no more than the
 * board already shows, and nothing of any buddy.
 */
export async function ownEncouragement(uid: string, now: Date): Promise<string> {
  return encouragementFor(await readSharedProgress(uid, await getBuddyShare(uid), now));
}
