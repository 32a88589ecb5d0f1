import * as z from 'zod/mini';
import { GUARDIAN_LINK_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { getGuardianLink } from '../../data/guardians';
import { guardianWeeklyMarkerKey, setGuardianWeeklyEmail } from '../../data/guardian-weekly';
import { getProfile } from '../../data/users';
import { claimWeeklyMarker, markWeeklyMarkerSent, releaseWeeklyMarker } from '../../data/weekly-summary';
import { appOrigin } from '../../kernel/app-origin';
import { notFound } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { getMailer } from '../../providers/mail';
import { guardianWeeklyEmail } from '../mail/guardian-weekly-email';
import { signUnsubscribeToken, unsubscribeSecret } from '../mail/unsubscribe-token';
import { weekOfKey } from '../weekly-summary/iso-week';
import { ownLink } from './own-link';
import { teenWeekCounts } from './week';

/**
 * The guardian's opt-in weekly e-mail of one linked teen's counts (SAFETY.md 15 and 16), sent as
 * the weekly summary is (ARCHITECTURE.md 11): a fan-out over the links that want it
 * (guardian-weekly-fan-out.ts), and a sender that claims the link's week marker before it sends,
 * so a second run or a retried message sends nothing twice.
 */

const linkGone = () => notFound(GUARDIAN_LINK_NOT_FOUND_MESSAGE);

/** What an unsubscribe token of this e-mail is signed for: the guardian and the link. */
const subjectOf = (guardianUid: string, linkId: string): string => `${guardianUid}#${linkId}`;

/** The guardian and link a verified token's subject names, or undefined for another shape. */
export function guardianWeeklySubject(subject: string): { guardianUid: string; linkId: string } | undefined {
  const at = subject.lastIndexOf('#');
  return at > 0 && at < subject.length - 1 ? { guardianUid: subject.slice(0, at), linkId: subject.slice(at + 1) } : undefined;
}

/**
 * PUT /api/guardian/teens/{linkId}/weekly-email: the guardian turns the e-mail of this teen on or
 * off. Only the guardian's side of a link: the teen's side of it, like any other id, is 404.
 */
export async function setWeeklyEmailFor(uid: string, linkId: string, on: boolean): Promise<{ weeklyEmail: boolean }> {
  const { teenUid, asGuardian } = await ownLink(uid, linkId);
  if (!asGuardian || !(await setGuardianWeeklyEmail(uid, teenUid, linkId, on))) throw linkGone();
  return { weeklyEmail: on };
}

/** Stops the e-mail a verified token names (the one-click stop); a link that has ended has nothing to stop. */
export async function stopGuardianWeekly(subject: string): Promise<void> {
  const named = guardianWeeklySubject(subject);
  const link = named && (await getGuardianLink(named.guardianUid, named.linkId));
  if (named && link?.role === 'teen') await setGuardianWeeklyEmail(named.guardianUid, link.otherUid, named.linkId, false);
}

/** One message of the guardian weekly queue: a link, by its guardian, and the ISO week to count. */
export const guardianWeeklyJob = z.strictObject({
  guardianUid: z.string().check(z.minLength(1), z.maxLength(128)),
  linkId: z.string().check(z.minLength(1), z.maxLength(64)),
  week: z.string().check(z.regex(/^\d{4}-W\d{2}$/)),
});
export type GuardianWeeklyJob = z.infer<typeof guardianWeeklyJob>;

/** What became of one link's weekly e-mail; only 'sent' sent anything. */
export type GuardianWeeklyOutcome = 'sent' | 'already-sent' | 'not-opted-in' | 'no-link' | 'no-profile';

/**
 * Sends the guardian the counts of ISO week `weekKey` for one link, at most once: the link is read
 * again (it may have ended, or the e-mail been stopped, since the fan-out), then the week's marker
 * is claimed. A refused send gives the claim back and throws, so the queue retries.
 */
export async function sendGuardianWeekly(job: GuardianWeeklyJob, nowMs: number = Date.now()): Promise<GuardianWeeklyOutcome> {
  const { guardianUid, linkId } = job;
  const week = weekOfKey(job.week);
  if (!week) throw new Error(`Not an ISO week: ${job.week}`);
  const link = await getGuardianLink(guardianUid, linkId);
  if (!link || link.role !== 'teen') return 'no-link';
  if (!link.weeklyEmail) return 'not-opted-in';
  const guardian = await getProfile(guardianUid);
  if (!guardian) return 'no-profile';
  const marker = guardianWeeklyMarkerKey(guardianUid, linkId, week.key);
  if (!(await claimWeeklyMarker(marker, 'GuardianWeeklyJob', nowMs))) return 'already-sent';
  try {
    const [counts, secret, origin] = await Promise.all([teenWeekCounts(link.otherUid, week), unsubscribeSecret(), appOrigin()]);
    await getMailer().send(
      guardianWeeklyEmail({
        to: guardian.email,
        teenFirstName: link.firstName,
        week: counts,
        appOrigin: origin,
        unsubscribeToken: signUnsubscribeToken(secret, subjectOf(guardianUid, linkId), 'guardian-weekly'),
      }),
    );
  } catch (error) {
    await releaseWeeklyMarker(marker);
    throw error;
  }
  await markWeeklyMarkerSent(marker, nowMs);
  return 'sent';
}

/**
 * Runs one message of the guardian weekly queue.
 * @throws when the message is unreadable or the e-mail could not be sent, so the queue retries it.
 */
export async function sendGuardianWeeklyJob(body: string, nowMs: number): Promise<void> {
  const job = guardianWeeklyJob.parse(JSON.parse(body));
  const outcome = await sendGuardianWeekly(job, nowMs);
  log.info('guardian weekly e-mail', { uid: job.guardianUid, linkId: job.linkId, week: job.week, outcome });
}
