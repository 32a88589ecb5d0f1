import { runWeeklyFanOut, type FanOutEvent } from '../../domain/weekly-summary/fan-out';

/** The weekly schedule's target (shared/jobs.ts, weeklySummary): one job per opted-in user, on the sender's queue. */
export const handler = (event: FanOutEvent = {}): Promise<{ week: string; enqueued: number }> => runWeeklyFanOut(event);
