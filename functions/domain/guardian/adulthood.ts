import { ACCOUNT_NOT_FOUND_MESSAGE, ADULTHOOD_NOT_A_TEEN_MESSAGE } from '#shared/error-messages';
import { canBeBuddies } from '#shared/buddies';
import { adulthoodShards, dueAdults, forgetAdulthood, markAdult } from '../../data/adulthood';
import { listBuddyLinks } from '../../data/buddies';
import { listGuardianLinks } from '../../data/guardians';
import { getProfile } from '../../data/users';
import { AppError, notFound } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { endBuddyLink } from '../buddies/end-link';
import { forgetGuardianInvites } from './invites';
import { endLink } from './links';

/**
 * A teen's account when they turn 18 (SAFETY.md 16): known for certain from the birth year
 * (shared/guardian.ts isCertainlyAdult), or confirmed earlier by the teen. Every guardian link
 * ends, each guardian told by the fixed e-mail; the teen's waiting requests go; buddy links with
 * anyone not an adult end, silently as any ended buddy link (domain/buddies/end-link.ts); and only
 * then does the account become an adult's, so the coach's pause no longer applies. A run stopped
 * half-way is finished by the next: what is ended is not found again, and nobody is told twice.
 */

/** What one teen's turning 18 did: 'adult' when the account became an adult's now. */
export type AdulthoodOutcome = 'adult' | 'not-a-teen' | 'no-profile';

/** Ends what a teen's account holds that an adult's may not, and makes it an adult's. */
export async function comeOfAge(uid: string): Promise<AdulthoodOutcome> {
  const profile = await getProfile(uid);
  if (!profile || profile.ageConfirmation !== 'guardian') {
    await forgetAdulthood(uid);
    return profile ? 'not-a-teen' : 'no-profile';
  }
  const [links, buddies] = await Promise.all([listGuardianLinks(uid), listBuddyLinks(uid)]);
  for (const link of links) if (link.role === 'guardian') await endLink(uid, link, 'adult');
  await forgetGuardianInvites(uid);
  for (const buddy of buddies) {
    const other = await getProfile(buddy.buddyUid);
    if (!canBeBuddies('adult', other?.ageConfirmation)) await endBuddyLink(uid, buddy);
  }
  const became = await markAdult(uid);
  await forgetAdulthood(uid);
  return became ? 'adult' : 'not-a-teen';
}

/** POST /api/guardian/adulthood: the teen says "I'm 18 now". 409 for an account that is not a teen's. */
export async function confirmAdulthoodFor(uid: string): Promise<void> {
  const outcome = await comeOfAge(uid);
  if (outcome === 'no-profile') throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (outcome === 'not-a-teen') throw new AppError('CONFLICT', ADULTHOOD_NOT_A_TEEN_MESSAGE);
}

/** What one daily run did: teens whose day had come, those made adults now, and failures (found again next run). */
export interface AdulthoodRun {
  due: number;
  adults: number;
  failed: number;
}

/**
 * The daily job (shared/jobs.ts, guardianAdulthood): every teen whose day has come by `nowMs`, from
 * each shard of the sparse index (never a Scan). Running it twice ends nothing twice.
 */
export async function runAdulthood(nowMs: number = Date.now()): Promise<AdulthoodRun> {
  const now = new Date(nowMs).toISOString();
  const run: AdulthoodRun = { due: 0, adults: 0, failed: 0 };
  for (const shard of adulthoodShards()) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dueAdults(shard, now, startKey);
      for (const uid of page.uids) {
        run.due++;
        try {
          if ((await comeOfAge(uid)) === 'adult') run.adults++;
        } catch (error) {
          run.failed++;
          log.error('coming of age failed', error, { uid });
        }
      }
      startKey = page.next;
    } while (startKey);
  }
  return run;
}
