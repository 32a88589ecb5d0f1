import { scheduleFollowUp } from '../../data/follow-ups';
import { log } from '../../kernel/log';

/**
 * Schedules the follow-up of a tier (b) or (c) moment at `crisisAt`, always and
 * without content; whether an e-mail goes out is decided when it is due. Scheduling must never
 * cost the user their reply: a failure is logged by its name only, and skipped.
 */
export async function scheduleFollowUpSafely(uid: string, crisisAt: string, requestId: string | undefined): Promise<void> {
  try {
    await scheduleFollowUp(uid, crisisAt);
  } catch (error) {
    log.warn('follow-up scheduling failed', { requestId, error: error instanceof Error ? error.name : typeof error });
  }
}
