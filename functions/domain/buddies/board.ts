import { CHEERS, SHARE_ITEMS, type ShareSettings } from '#shared/buddies';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import type { BoardEntry, BoardResponse } from '#shared/schemas/buddies';
import { withoutHiddenCharacters } from '#shared/text';
import { listRecentCheers } from '../../data/buddy-cheers';
import { getSharingProfile, getSharingProfiles } from '../../data/buddy-share';
import { listBuddyLinks, type BuddyLink } from '../../data/buddies';
import { notFound } from '../../kernel/errors';
import { encouragementFor, type SharedProgress } from './encouragement';
import { readSharedProgress } from './progress';

/**
 * The week's board: the user and each buddy side by side, each showing only what they
 * share and a kind word from their own progress. "Leaderboard-style" is read as everyone's
 * progress together with praise, never a ranking: the user comes first, then the buddies in
 * alphabetical order of first name, so no number ever decides who is on top. Names and cheers
 * reach another person here, so they go without hidden characters, whatever was stored.
 */

const CHEER_TEXT = new Map<string, string>(CHEERS.map((cheer) => [cheer.id, cheer.text]));

/** The shared numbers of an entry: exactly the items the person turns on. */
function sharedNumbers(share: ShareSettings, progress: SharedProgress): BoardEntry['shared'] {
  return Object.fromEntries(
    SHARE_ITEMS.filter((item) => share[item] && progress[item] !== undefined).map((item) => [item, progress[item]]),
  );
}

async function entryOf(uid: string, firstName: string, share: ShareSettings, now: Date, buddyId?: string): Promise<BoardEntry> {
  const progress = await readSharedProgress(uid, share, now);
  return {
    ...(buddyId && { buddyId }),
    firstName: withoutHiddenCharacters(firstName),
    shared: sharedNumbers(share, progress),
    encouragement: encouragementFor(progress),
  };
}

const byFirstName = (a: BoardEntry, b: BoardEntry): number =>
  a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }) || String(a.buddyId).localeCompare(String(b.buddyId));

/** The entries of the buddies whose accounts still stand, their profiles read with one request. */
async function buddyEntries(links: readonly BuddyLink[], now: Date): Promise<BoardEntry[]> {
  if (!links.length) return [];
  const profiles = await getSharingProfiles(links.map((link) => link.buddyUid));
  const entries = links.flatMap((link) => {
    const buddy = profiles.get(link.buddyUid);
    return buddy ? [entryOf(link.buddyUid, link.firstName, buddy.share, now, link.buddyId)] : [];
  });
  return (await Promise.all(entries)).sort(byFirstName);
}

/**
 * The board of `uid`: every person is read in parallel, each only for what they share. A buddy
 * whose account is gone (no profile) is left off; this route only reads, so their dangling link
 * is ended by the account's deletion or by a removal, not here. Cheers show only from current
 * buddies, with the fixed text of their id.
 */
export async function buddyBoardFor(uid: string, now: Date = new Date()): Promise<Omit<BoardResponse, 'success'>> {
  const [me, links, cheers] = await Promise.all([getSharingProfile(uid), listBuddyLinks(uid), listRecentCheers(uid, now)]);
  if (!me) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  const [mine, buddies] = await Promise.all([entryOf(uid, me.firstName, me.share, now), buddyEntries(links, now)]);
  const current = new Set(buddies.map((entry) => entry.buddyId));
  return {
    me: mine,
    buddies,
    share: me.share,
    cheers: cheers
      .filter((cheer) => current.has(cheer.buddyId))
      .map(({ fromFirstName, cheerId, at }) => ({
        fromFirstName: withoutHiddenCharacters(fromFirstName),
        cheerId,
        text: CHEER_TEXT.get(cheerId)!,
        at,
      })),
  };
}
