import { FOLLOW_UPS_PATH, type FollowUpRun } from '../dev/follow-ups';
import { runLocalJob } from './local-job';

/**
 * `npm run follow-ups`: runs the hourly check-in e-mail job now (issue 20) through the running
 * local stack (dev/follow-ups.ts): each follow-up due (a day after a very hard moment) is taken,
 * and an e-mail goes to the local mailbox if the user opted in and has not come back. A second
 * run sends nothing new.
 */
async function main(): Promise<number> {
  const run = await runLocalJob<FollowUpRun>('follow-ups', FOLLOW_UPS_PATH);
  if (!run) return 1;
  console.log(
    `Follow-ups: ${run.due} due, ${run.sent} check-in e-mail${run.sent === 1 ? '' : 's'} sent (at /dev/mailbox), ${run.failed} failed.`,
  );
  return run.failed ? 1 : 0;
}

main().then((code) => process.exit(code));
