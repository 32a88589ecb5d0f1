import type { IncomingMessage, ServerResponse } from 'node:http';
import { jobList, jobs, nextRun, type JobName } from '#shared/jobs';
import { runFollowUps } from '../functions/domain/follow-up/run-follow-ups';
import { runReminders } from '../functions/domain/reminders/run-reminders';
import { runNoticeJobsInProcess } from './guardian-notice-jobs';
import { runReportJobsInProcess } from './report-jobs';
import { sendJson } from './http-json';
import { runWeeklySummary } from './weekly-summary';
import { runAdulthood } from '../functions/domain/guardian/adulthood';
import { runGuardianWeekly } from './guardian-weekly';

/**
 * The job table (shared/jobs.ts) on a laptop: each job's own code, in the local API server's
 * process, whose table and mailbox it uses. `npm start` runs every scheduled job on its AWS
 * schedule (`scheduleJobs`); POST /api/dev/jobs/<name>, which `npm run job -- <name>` calls, runs
 * one now and answers what it did. Queued jobs run in process as their messages come: session
 * reports on a timer after the quiet time, the weekly summary's sender inside its fan-out.
 * Never mounted in AWS.
 */

/** What one local run answers: its figures, and a line saying them for a person. */
export interface JobFigures {
  summary: string;
  failed: number;
  [figure: string]: unknown;
}
export type JobRun = JobFigures & { job: JobName };

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** How each job runs now, locally. */
const runNow: { [Name in JobName]: (nowMs: number) => Promise<JobFigures> } = {
  async sessionReports() {
    const ran = await runReportJobsInProcess().runPending();
    return { ran, failed: 0, summary: `Ran ${plural(ran, 'waiting session report job')}.` };
  },
  async weeklySummary(nowMs) {
    const run = await runWeeklySummary(nowMs);
    return {
      ...run,
      summary:
        `Weekly summary ${run.week}: ${plural(run.enqueued, 'opted-in user')}, ${run.failed} failed. ` +
        'E-mails (new ones only; a user gets one a week) are at /dev/mailbox.',
    };
  },
  async weeklySummarySender() {
    // Locally the fan-out hands each batch to the sender as it makes it: nothing waits here.
    return { failed: 0, summary: 'Nothing waits for the weekly summary sender: `npm run job -- weeklySummary` runs both.' };
  },
  async guardianWeekly(nowMs) {
    const run = await runGuardianWeekly(nowMs);
    return {
      ...run,
      summary:
        `Guardian weekly e-mail ${run.week}: ${plural(run.enqueued, 'link')} that want it, ${run.failed} failed. ` +
        'E-mails (new ones only; one a week per link) are at /dev/mailbox.',
    };
  },
  async guardianWeeklySender() {
    return { failed: 0, summary: 'Nothing waits for the guardian weekly sender: `npm run job -- guardianWeekly` runs both.' };
  },
  async guardianAdulthood(nowMs) {
    const run = await runAdulthood(nowMs);
    return {
      ...run,
      summary: `Teens who turned 18: ${run.due} due, ${plural(run.adults, 'account')} now an adult's (e-mails at /dev/mailbox), ${run.failed} failed.`,
    };
  },
  async followUps(nowMs) {
    const run = await runFollowUps(nowMs);
    return {
      ...run,
      summary: `Follow-ups: ${run.due} due, ${plural(run.sent, 'check-in e-mail')} sent (at /dev/mailbox), ${run.failed} failed.`,
    };
  },
  async guardianNotices() {
    const ran = await runNoticeJobsInProcess().runPending();
    return { ran, failed: 0, summary: `Ran ${plural(ran, 'waiting guardian notice')} (at /dev/mailbox).` };
  },
  async checkInReminders(nowMs) {
    const run = await runReminders(nowMs);
    return {
      ...run,
      summary: `Check-in reminders: ${run.due} due, ${plural(run.sent, 'reminder')} sent (at /dev/mailbox), ${run.failed} failed.`,
    };
  },
};

export const isJobName = (name: string): name is JobName => Object.hasOwn(jobs, name);

/** Runs one job now, as its trigger would in AWS. */
export async function runJob(name: JobName, nowMs: number = Date.now()): Promise<JobRun> {
  return { job: name, ...(await runNow[name](nowMs)) };
}

/**
 * Runs every scheduled job of the table at its schedule's times (UTC) while this process lives;
 * the timers do not keep it alive. A failed run is logged and the next tick comes as usual.
 */
export function scheduleJobs(): void {
  for (const [name, job] of jobList) {
    const { trigger } = job;
    if (trigger.kind !== 'schedule') continue;
    const schedule = () => {
      const timer = setTimeout(
        () => {
          runJob(name)
            .catch((error: unknown) => console.error(`${name} failed:`, error instanceof Error ? error.message : error))
            .finally(schedule);
        },
        nextRun(trigger.cron, Date.now()) - Date.now(),
      );
      timer.unref();
    };
    schedule();
  }
}

export const JOBS_PATH = '/api/dev/jobs';

/** POST /api/dev/jobs/<name>: runs the job now; answers its figures and summary (404 for an unknown name). */
export async function jobsRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== 'POST' || !url.pathname.startsWith(`${JOBS_PATH}/`)) return false;
  const name = decodeURIComponent(url.pathname.slice(JOBS_PATH.length + 1));
  if (!isJobName(name)) {
    sendJson(res, 404, { success: false, message: `No job "${name}". Jobs: ${jobList.map(([known]) => known).join(', ')}.` });
    return true;
  }
  sendJson(res, 200, await runJob(name));
  return true;
}
