import { WEEKLY_SUMMARY_PATH, type WeeklyRun } from '../dev/weekly-summary';
import { runLocalJob } from './local-job';

/**
 * `npm run weekly-summary`: sends this week's summary e-mail to every opted-in user now, rather
 * than on Sunday evening, through the running local stack, whose API server holds the table and
 * the mailbox (dev/weekly-summary.ts); the e-mails appear at /dev/mailbox. A second run in the
 * same week sends nothing new.
 */
async function main(): Promise<number> {
  const run = await runLocalJob<WeeklyRun>('weekly-summary', WEEKLY_SUMMARY_PATH);
  if (!run) return 1;
  console.log(
    `Weekly summary ${run.week}: ${run.enqueued} opted-in user${run.enqueued === 1 ? '' : 's'}, ${run.failed} failed. E-mails (new ones only; a user gets one a week) are at /dev/mailbox.`,
  );
  return run.failed ? 1 : 0;
}

main().then((code) => process.exit(code));
