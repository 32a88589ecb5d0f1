import { REMINDERS_PATH, type ReminderRun } from '../dev/check-in-reminders';
import { runLocalJob } from './local-job';

/**
 * `npm run reminders`: runs the 15-minute check-in reminder job now (issue 21) through the running
 * local stack (dev/check-in-reminders.ts): each user whose reminder time has come gets one e-mail
 * in the local mailbox, unless they already checked in that day. A second run sends nothing new.
 */
async function main(): Promise<number> {
  const run = await runLocalJob<ReminderRun>('reminders', REMINDERS_PATH);
  if (!run) return 1;
  console.log(
    `Check-in reminders: ${run.due} due, ${run.sent} e-mail${run.sent === 1 ? '' : 's'} sent (at /dev/mailbox), ` +
      `${run.skipped} skipped, ${run.failed} failed.`,
  );
  return run.failed ? 1 : 0;
}

main().then((code) => process.exit(code));
