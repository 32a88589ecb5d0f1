import type { CrisisTier } from '#shared/safety';
import { countReferral } from '../../data/referral-counts';
import { log } from '../../kernel/log';

/**
 * Counts one crisis referral without identifiers (SAFETY.md 5), for a chat's reply or a note.
 * Counting must never cost the user their answer: a failure is logged by its name and skipped.
 */
export async function countReferralSafely(tier: CrisisTier, requestId: string | undefined): Promise<void> {
  try {
    await countReferral(tier);
  } catch (error) {
    log.warn('referral count failed', { requestId, error: error instanceof Error ? error.name : typeof error });
  }
}
