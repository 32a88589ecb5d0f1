import { SESSION_REPORTS_PATH } from '../dev/report-jobs';
import { runLocalJob } from './local-job';

/**
 * `npm run session-reports`: makes the session reports `npm start` is waiting to make, now, rather
 * than after REPORT_QUIET_SECONDS of quiet, through the running local stack, whose API server
 * holds the waiting jobs (dev/report-jobs.ts).
 */
async function main(): Promise<number> {
  const answer = await runLocalJob<{ ran: number }>('session-reports', SESSION_REPORTS_PATH);
  if (!answer) return 1;
  console.log(`Ran ${answer.ran} waiting session report job${answer.ran === 1 ? '' : 's'}.`);
  return 0;
}

main().then((code) => process.exit(code));
