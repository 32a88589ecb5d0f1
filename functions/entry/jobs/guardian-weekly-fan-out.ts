import { runGuardianWeeklyFanOut } from '../../domain/guardian/weekly-fan-out';
import type { FanOutEvent } from '../../domain/weekly-summary/fan-out';

/** The guardians' weekly schedule (shared/jobs.ts, guardianWeekly): one job per link that wants the e-mail, on the sender's queue. */
export const handler = (event: FanOutEvent = {}): Promise<{ week: string; enqueued: number }> => runGuardianWeeklyFanOut(event);
