import { runReminders } from '../../domain/reminders/run-reminders';
import { tickConsumer } from '../../http/job';

/**
 * The daily check-in reminders (shared/jobs.ts, checkInReminders): each 15-minute tick sends the
 * reminders that fell due. Every retry is safe: each reminder is claimed by a conditional write,
 * and one whose send was refused is given back for the next tick.
 */
export const handler = tickConsumer('check-in reminders', (nowMs) => runReminders(nowMs));
