import { runFollowUps } from '../../domain/follow-up/run-follow-ups';
import { tickConsumer } from '../../http/job';

/**
 * The check-in e-mails' follow-ups (shared/jobs.ts, followUps): each hourly tick takes the
 * follow-ups that fell due and sends their e-mails. Every retry is safe: taking an item is a
 * conditional delete, and a refused send puts it back.
 */
export const handler = tickConsumer('follow-ups', (nowMs) => runFollowUps(nowMs));
