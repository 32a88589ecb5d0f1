import { recordLastCrisis } from '../../data/users';
import { log } from '../../kernel/log';
import { scheduleFollowUpSafely } from '../follow-up/schedule-follow-up';

/** Keeps the moment on the profile; a failure is logged by its name only, and skipped. */
async function recordLastCrisisSafely(uid: string, at: string, requestId: string | undefined): Promise<void> {
  try {
    await recordLastCrisis(uid, at);
  } catch (error) {
    log.warn('last crisis record failed', { requestId, error: error instanceof Error ? error.name : typeof error });
  }
}

/**
 * A chat message or a note met tier (b) or (c) at `at` (ISO 8601): the follow-up is scheduled, and
 * the profile keeps the moment as `lastCrisisAt`, so the e-mails after it carry no price or
 * upgrade (domain/mail/after-crisis.ts). Neither may cost the user their reply.
 */
export async function recordCrisisMoment(uid: string, at: string, requestId: string | undefined): Promise<void> {
  await Promise.all([scheduleFollowUpSafely(uid, at, requestId), recordLastCrisisSafely(uid, at, requestId)]);
}
