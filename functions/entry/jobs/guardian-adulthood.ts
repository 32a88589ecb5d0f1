import { runAdulthood } from '../../domain/guardian/adulthood';
import { tickConsumer } from '../../http/job';

/**
 * Teens who turned 18 (shared/jobs.ts, guardianAdulthood): each daily tick ends the guardian
 * links of every teen whose birth year now certainly makes them 18. Every retry is safe: what has
 * ended is not found again, and the teen's day goes once done.
 */
export const handler = tickConsumer('guardian adulthood', (nowMs) => runAdulthood(nowMs));
