import { jobList } from '#shared/jobs';
import { JOBS_PATH, isJobName, type JobRun } from '../dev/jobs';
import { runLocalJob } from './local-job';

/**
 * `npm run job -- <name>`: runs one background job of shared/jobs.ts now, through the running
 * local stack (`npm start`), whose API server holds the table, the mailbox and the jobs waiting
 * in process (dev/jobs.ts), and prints what it did. Without a name, lists the jobs.
 */
async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name || !isJobName(name)) {
    if (name) console.error(`No job "${name}".`);
    console.error('Usage: npm run job -- <name>, one of:');
    for (const [known, job] of jobList) console.error(`  ${known.padEnd(22)} ${job.description}`);
    return name ? 1 : 0;
  }
  const run = await runLocalJob<JobRun>(name, `${JOBS_PATH}/${name}`);
  if (!run) return 1;
  console.log(run.summary);
  return run.failed ? 1 : 0;
}

main().then((code) => process.exit(code));
