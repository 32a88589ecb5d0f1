import { claimGuardianPair, listGuardianLinks, putGuardianLink, takeGuardianPlace } from '../../functions/data/guardians';
import { newTimeId } from '../../functions/data/time-id';
import type { Caller } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';
import { setPlanOf } from './table';

/**
 * Guardian links written straight to the table, as the accept route leaves them
 * (functions/domain/guardian/accept.ts): the pair claimed, one of the teen's guardian places
 * taken, and the link on both sides. A test that needs a link without its place writes it itself.
 */

/** One side of a link: who they are, and the link id as that side sees it. */
export interface LinkSide {
  caller: Caller;
  uid: string;
  email: string;
  linkId: string;
}

export interface LinkedTeen {
  /** The teen; `linkId` is the first guardian's link, `linkIds` each guardian's in `guardians` order. */
  teen: LinkSide & { linkIds: string[] };
  guardians: LinkSide[];
  /** The first guardian. */
  guardian: LinkSide;
  /** When every link was made. */
  since: string;
}

export interface LinkedTeenOptions {
  teenFirstName?: string;
  /** One confirmed guardian for each first name, or this many of Morgan and Alex; one by default. */
  guardians?: string[] | number;
  /** Whether the teen has seen the coach's disclosure (the chat routes want it). */
  disclosureSeen?: boolean;
  plan?: 'Basic' | 'Premium';
}

/** A guardian made in the table and confirmed for an existing teen; the guardian's side of the link. */
export async function seedGuardianOf(
  baseUrl: string,
  teen: { uid: string; firstName: string },
  firstName: string,
  since: string = new Date().toISOString(),
): Promise<LinkSide> {
  const guardian = await seedBuddyUser(baseUrl, 'guardian', { firstName });
  const linkId = newTimeId();
  if (!(await claimGuardianPair(guardian.uid, teen.uid, linkId, since))) throw new Error('the pair is linked already');
  if (!(await takeGuardianPlace(teen.uid))) throw new Error('the teen has no guardian place left');
  await putGuardianLink(teen, { uid: guardian.uid, firstName }, linkId, since);
  return { ...guardian, linkId };
}

const GUARDIAN_NAMES = ['Morgan', 'Alex'];

/** A teen with a guardian's consent (Robin by default) and their confirmed guardians. */
export async function seedLinkedTeen(baseUrl: string, options: LinkedTeenOptions = {}): Promise<LinkedTeen> {
  const teenFirstName = options.teenFirstName ?? 'Robin';
  const teen = await seedBuddyUser(baseUrl, 'teen', { ageConfirmation: 'guardian', firstName: teenFirstName });
  if (options.plan) await setPlanOf(teen.uid, options.plan);
  if (options.disclosureSeen) await teen.caller.post('/api/user/disclosure-seen');
  const since = new Date().toISOString();
  const guardians: LinkSide[] = [];
  const names = typeof options.guardians === 'number' ? GUARDIAN_NAMES.slice(0, options.guardians) : (options.guardians ?? ['Morgan']);
  for (const firstName of names) {
    guardians.push(await seedGuardianOf(baseUrl, { uid: teen.uid, firstName: teenFirstName }, firstName, since));
  }
  const teenLinks = await listGuardianLinks(teen.uid);
  const linkIds = guardians.map((guardian) => teenLinks.find((link) => link.otherUid === guardian.uid)!.linkId);
  return { teen: { ...teen, linkId: linkIds[0]!, linkIds }, guardians, guardian: guardians[0]!, since };
}
