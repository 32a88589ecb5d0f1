import type { Area } from './areas';
import { tableSchema } from './table-schema';

/**
 * The one table of background jobs (ARCHITECTURE.md 11 and 12): what runs without a person
 * waiting on it. The stack deploys each row in its area's nested stack
 * (infra/constructs/background-job.ts), `npm start` runs each row on its schedule in process
 * (dev/jobs.ts), `npm run job -- <name>` runs one now, and the build, the bundle bench and the
 * bundling test build every row's entry. Nothing else lists jobs.
 */

/** The cron fields of a schedule, in UTC; unset fields mean "every". */
export interface Cron {
  /** '0' on the hour, '0/15' every quarter hour. */
  minute: string;
  hour?: string;
  /** 'SUN' to 'SAT'. */
  weekDay?: string;
}

/**
 * What starts a job:
 * - `schedule`: EventBridge Scheduler on a clock. `via: 'queue'` puts one message on the job's own
 *   queue each tick (a tick that fails is retried by SQS and ends in the dead-letter queue);
 *   `via: 'invoke'` invokes the function directly (the scheduler retries it).
 * - `queue`: messages other functions put on the job's queue (those whose access lists the job in
 *   `queues`), each delivered after the message's own delay (session reports wait out the quiet
 *   time, REPORT_QUIET_SECONDS, per message), or after `delaySeconds` when the producer sets none.
 */
export type JobTrigger =
  | {
      kind: 'schedule';
      cron: Cron;
      via: 'queue' | 'invoke';
      /** A tick older than this is not delivered: a later one does the same work. */
      maxEventAgeSeconds: number;
      /** What the schedule does, for the console. */
      description: string;
    }
  | { kind: 'queue'; delaySeconds?: number };

/** What a job may do to table items (DynamoDB's actions; a job never Scans). */
export type TableAction = 'GetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';

export interface JobAccess {
  /** What the job may do to items in users' own partitions (USER#...). */
  userItems?: readonly TableAction[];
  /** The sparse index the job pages (Query on that index alone). */
  index?: string;
  /** Sends e-mail through SES, with links to the site (its origin's SSM parameter). */
  mail?: boolean;
  /** Signs unsubscribe links: the unsubscribe signing secret. */
  unsubscribeKey?: boolean;
  /** Asks OpenAI's chat model: its key (a secret) and the configured model. */
  openai?: boolean;
  /**
   * Partitions beyond users' own the job writes to, by key prefix (the pairs of links it ends,
   * the age group of an address), with the `userItems` actions.
   */
  otherPartitions?: readonly string[];
  /**
   * The jobs whose queues this job puts messages on (sqs:SendMessage, and each queue's URL
   * variable). Names of this table: a unit test and the stack check them.
   */
  queues?: readonly string[];
}

/** How a job's SQS queue is read (ARCHITECTURE.md 11); each has a dead-letter queue and an alarm on it. */
export interface JobQueueSettings {
  /**
   * At most this many functions at once (the event source's maximum concurrency, 2 to 1000):
   * it paces what is downstream without reserving the account's concurrency. Context
   * `<name>Concurrency` overrides it at deploy.
   */
  concurrency: number;
  /** Messages per invocation, reported one by one when they fail (ReportBatchItemFailures). */
  batchSize: number;
  /** How long a message is worth running; longer than its attempts' hidden time, so a failing one reaches the dead-letter queue. */
  retentionSeconds: number;
  /** Variable through which producers learn the queue's URL (queue-triggered jobs). */
  urlVariable?: string;
  /** What the alarm on the dead-letter queue says, naming the logs to read. */
  alarmDescription: string;
}

export interface JobDef {
  /** The job's key in the table; `npm run job -- <name>` runs it. */
  name: string;
  area: Area;
  /** Module under functions/ exporting `handler`, without extension: `entry/jobs/<file>` (`entry/jobs/follow-ups`). */
  handler: string;
  /** What the job does; the function's description (never `METHOD /path`, which names routes). */
  description: string;
  trigger: JobTrigger;
  timeoutSeconds: number;
  /**
   * Attempts: of a queued message before it goes to the dead-letter queue (jobs with a queue), or
   * the scheduler's retries of a direct invocation.
   */
  retries: number;
  /** The job's own queue: queue-triggered jobs and ticks `via: 'queue'`. */
  queue?: JobQueueSettings;
  access: JobAccess;
  /** Settings only this job reads. */
  environment?: Readonly<Record<string, string>>;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Both attempts of a report's structured-output call and their retries, within the function's time. */
export const REPORT_OPENAI_TIMEOUT_MS = 60_000;

/** Checks a row against JobDef while keeping its literal types. */
const job = <J extends JobDef>(def: J): J => def;

export const jobs = {
  /**
   * Session reports: each reply a coach route stores queues its chat's report, made once the
   * session is quiet. Five reports a batch side by side, each up to a minute on OpenAI, then the
   * local analysis; at most ten consumers cap OpenAI's rate and bill while SQS holds the rest.
   */
  sessionReports: job({
    name: 'sessionReports',
    area: 'insights',
    handler: 'entry/jobs/session-reports',
    description: 'Session reports: makes a quiet session’s report',
    trigger: { kind: 'queue' },
    timeoutSeconds: 90,
    retries: 3,
    queue: {
      concurrency: 10,
      batchSize: 5,
      // A report is worth making for a day; a later reply queues a fresh job anyway.
      retentionSeconds: DAY,
      urlVariable: 'REPORT_QUEUE_URL',
      alarmDescription: 'Session report jobs that failed three times (see the consumer logs)',
    },
    // The chat, its messages, its report and its search index (batch writes of index items, an
    // update of the chat's mark).
    access: { userItems: ['GetItem', 'Query', 'PutItem', 'DeleteItem', 'UpdateItem', 'BatchWriteItem'], openai: true },
    environment: { OPENAI_TIMEOUT_MS: String(REPORT_OPENAI_TIMEOUT_MS) },
  }),

  /**
   * The opt-in weekly summary e-mail, Sunday 18:00 UTC: pages the sparse index of opted-in users
   * (a million users' keys take about a minute; Lambda's maximum as margin) and queues one message
   * per user for the sender. It sees keys of opted-in profiles only, never the table.
   */
  weeklySummary: job({
    name: 'weeklySummary',
    area: 'email',
    handler: 'entry/jobs/weekly-summary-fan-out',
    description: 'Weekly summary e-mail: fan-out over opted-in users',
    trigger: {
      kind: 'schedule',
      cron: { weekDay: 'SUN', hour: '18', minute: '0' },
      via: 'invoke',
      // The scheduled time is passed, so a retried invocation still names the same week.
      maxEventAgeSeconds: 2 * HOUR,
      description: 'Weekly summary e-mail: Sunday 18:00 UTC, summing up the ISO week that ends that night',
    },
    timeoutSeconds: 900,
    retries: 2,
    access: { index: tableSchema.weeklySummaryIndex.name, queues: ['weeklySummarySender'] },
  }),

  /**
   * The weekly summary's sender: ten e-mails a batch, one after another. SES's sending rate is
   * the limit: two functions of about 7 e-mails a second each stay under SES's default 14/s
   * (docs/decisions/0036-weekly-summary-e-mail-a-sparse.md); raise `weeklySummarySenderConcurrency` with
   * SES's rate. The week's marker makes every retry safe.
   */
  weeklySummarySender: job({
    name: 'weeklySummarySender',
    area: 'email',
    handler: 'entry/jobs/weekly-summary-sender',
    description: 'Weekly summary e-mail: sender',
    trigger: { kind: 'queue' },
    timeoutSeconds: 60,
    retries: 5,
    queue: {
      concurrency: 2,
      batchSize: 10,
      // A week's messages are worthless the next week.
      retentionSeconds: 4 * DAY,
      urlVariable: 'WEEKLY_SUMMARY_QUEUE_URL',
      alarmDescription: 'Weekly summary e-mails that failed five times (see the sender logs)',
    },
    // The profile, the week's marker and the count of chats.
    access: { userItems: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], mail: true, unsubscribeKey: true },
  }),

  /**
   * The guardians' opt-in weekly e-mail of a linked teen's counts, with the weekly summary:
   * Sunday 18:00 UTC, pages the links that want it in the weekly summary's sparse index (their own
   * partitions of it) and queues one message per link for the sender.
   */
  guardianWeekly: job({
    name: 'guardianWeekly',
    area: 'guardian',
    handler: 'entry/jobs/guardian-weekly-fan-out',
    description: 'Guardian weekly e-mail: fan-out over the links that want it',
    trigger: {
      kind: 'schedule',
      cron: { weekDay: 'SUN', hour: '18', minute: '0' },
      via: 'invoke',
      maxEventAgeSeconds: 2 * HOUR,
      description: 'Guardian weekly e-mail: Sunday 18:00 UTC, the counts of the ISO week that ends that night',
    },
    timeoutSeconds: 900,
    retries: 2,
    access: { index: tableSchema.weeklySummaryIndex.name, queues: ['guardianWeeklySender'] },
  }),

  /** The guardians' weekly sender: as the weekly summary's, ten a batch one after another; the link's week marker makes retries safe. */
  guardianWeeklySender: job({
    name: 'guardianWeeklySender',
    area: 'guardian',
    handler: 'entry/jobs/guardian-weekly-sender',
    description: 'Guardian weekly e-mail: sender',
    trigger: { kind: 'queue' },
    timeoutSeconds: 60,
    retries: 5,
    queue: {
      concurrency: 2,
      batchSize: 10,
      retentionSeconds: 4 * DAY,
      urlVariable: 'GUARDIAN_WEEKLY_QUEUE_URL',
      alarmDescription: 'Guardian weekly e-mails that failed five times (see the sender logs)',
    },
    // The link, the guardian's profile, the week's marker, the teen's chats and check-ins.
    access: { userItems: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], mail: true, unsubscribeKey: true },
  }),

  /**
   * Teens who turned 18, daily at 00:15 UTC: reads the follow-ups' sparse index in its own
   * partitions for the teens whose birth year now certainly makes them 18 (the day is written when
   * the birth year is), ends their guardian links (each guardian told) and buddy links with minors,
   * and makes the account an adult's. What has ended is not found again, so a retry is safe.
   */
  guardianAdulthood: job({
    name: 'guardianAdulthood',
    area: 'guardian',
    handler: 'entry/jobs/guardian-adulthood',
    description: 'Guardian links: the teens who turned 18',
    trigger: {
      kind: 'schedule',
      cron: { hour: '0', minute: '15' },
      via: 'queue',
      maxEventAgeSeconds: 6 * HOUR,
      description: 'Guardian links: daily at 00:15 UTC, the teens who turned 18',
    },
    timeoutSeconds: 600,
    retries: 3,
    queue: {
      concurrency: 2,
      batchSize: 1,
      retentionSeconds: DAY,
      alarmDescription: 'Runs for teens who turned 18 that failed three times (see the guardian adulthood logs)',
    },
    access: {
      index: tableSchema.followUpIndex.name,
      userItems: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
      otherPartitions: ['GUARDIAN_PAIR#', 'BUDDY_PAIR#', 'ADDRESS#', 'GUARDIAN_INVITE#'],
      mail: true,
    },
  }),

  /**
   * The opt-in check-in e-mails: every hour, the follow-ups that fell due (a day after a very hard
   * moment). Taking an item is a conditional delete and a refused send puts it back, so two runs
   * at once only race harmlessly.
   */
  followUps: job({
    name: 'followUps',
    area: 'email',
    handler: 'entry/jobs/follow-ups',
    description: 'Check-in e-mails: follow-ups due',
    trigger: {
      kind: 'schedule',
      cron: { minute: '0' },
      via: 'queue',
      maxEventAgeSeconds: HOUR,
      description: 'Check-in e-mails: every hour, the follow-ups that fell due',
    },
    // One run sends the due e-mails one after another: a few minutes at most.
    timeoutSeconds: 300,
    retries: 3,
    queue: {
      concurrency: 2,
      batchSize: 1,
      // A tick is worth running until the next few have come: any of them does the same work.
      retentionSeconds: 6 * HOUR,
      alarmDescription: 'Check-in e-mail runs that failed three times (see the follow-ups logs)',
    },
    access: { index: tableSchema.followUpIndex.name, userItems: ['GetItem', 'PutItem', 'DeleteItem'], mail: true, unsubscribeKey: true },
  }),

  /**
   * The opt-in daily check-in reminders: every quarter hour (reminder times are quarter hours),
   * the ones that fell due. The profile is claimed with one conditional advance a local day and,
   * after a refused send, given back; the day's check-in is read.
   */
  checkInReminders: job({
    name: 'checkInReminders',
    area: 'email',
    handler: 'entry/jobs/check-in-reminders',
    description: 'Check-in reminders: the ones due',
    trigger: {
      kind: 'schedule',
      cron: { minute: '0/15' },
      via: 'queue',
      maxEventAgeSeconds: 15 * MINUTE,
      description: 'Check-in reminders: every 15 minutes, the ones that fell due',
    },
    // Well inside the 15 minutes between ticks.
    timeoutSeconds: 600,
    retries: 3,
    queue: {
      concurrency: 2,
      batchSize: 1,
      retentionSeconds: 4 * HOUR,
      alarmDescription: 'Check-in reminder runs that failed three times (see the check-in reminders logs)',
    },
    access: { index: tableSchema.checkInReminderIndex.name, userItems: ['GetItem', 'UpdateItem'], mail: true, unsubscribeKey: true },
  }),

  /**
   * The distress notice to a linked teen's guardians (docs/safety.md "A notice to a guardian"): the
   * chat's request claims the day and queues one message; this sends one e-mail per guardian who
   * has not stopped them. Each send is marked by a conditional write first, so a retry sends
   * nobody a second e-mail.
   */
  guardianNotices: job({
    name: 'guardianNotices',
    area: 'guardian',
    handler: 'entry/jobs/guardian-notices',
    description: 'Guardian notices: tells a teen’s guardians',
    trigger: { kind: 'queue' },
    timeoutSeconds: 60,
    retries: 5,
    queue: {
      concurrency: 2,
      batchSize: 5,
      // A notice is about now: past a day it is no help, and a later one may go.
      retentionSeconds: DAY,
      urlVariable: 'GUARDIAN_NOTICE_QUEUE_URL',
      alarmDescription: 'Guardian notices that failed five times (see the guardian notices logs)',
    },
    // The teen's profile and links, each guardian's profile, and the marks of what was sent.
    access: { userItems: ['GetItem', 'Query', 'UpdateItem'], mail: true },
  }),
} as const satisfies Record<string, JobDef>;

export type Jobs = typeof jobs;
export type JobName = keyof Jobs;

/** Every job with its name, in name order. */
export const jobList: ReadonlyArray<[JobName, JobDef]> = (Object.entries(jobs) as Array<[JobName, JobDef]>).sort(([a], [b]) =>
  a < b ? -1 : 1,
);

const WEEK_DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** Whether one cron field ('*', unset, '18', '0/15', '0,30') admits `value`. */
function fieldMatches(field: string | undefined, value: number): boolean {
  if (field === undefined || field === '*') return true;
  return field.split(',').some((part) => {
    const [start, step] = part.split('/');
    if (step !== undefined) return value >= Number(start) && (value - Number(start)) % Number(step) === 0;
    return Number(part) === value;
  });
}

/** Whether a schedule fires at the start of the UTC minute `ms` falls in. */
export function cronMatches(cron: Cron, ms: number): boolean {
  const at = new Date(ms);
  const weekDay = cron.weekDay === undefined ? undefined : String(WEEK_DAYS.indexOf(cron.weekDay as (typeof WEEK_DAYS)[number]));
  return (
    fieldMatches(cron.minute, at.getUTCMinutes()) && fieldMatches(cron.hour, at.getUTCHours()) && fieldMatches(weekDay, at.getUTCDay())
  );
}

const MINUTE_MS = 60_000;

/** The first minute after `nowMs` at which the schedule fires (a week ahead at most). */
export function nextRun(cron: Cron, nowMs: number): number {
  const first = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  for (let at = first; at <= first + 7 * DAY * 1000; at += MINUTE_MS) if (cronMatches(cron, at)) return at;
  throw new Error(`The schedule ${JSON.stringify(cron)} never fires`);
}
