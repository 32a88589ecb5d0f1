import type { JobQueue } from './port';

/**
 * The local job queue: a timer in this process per job, unref'd so it never keeps a process (a
 * test run, `npm start` on Ctrl-C) alive. Jobs still waiting can be run at once with `runPending`
 * (the local stack's "run it now"). A job that fails is reported to `onError`, as a message left on
 * SQS would be; nothing is retried.
 */
export interface InProcessQueue<Job> extends JobQueue<Job> {
  /** Runs every job still waiting, now, and resolves when they have finished. */
  runPending(): Promise<number>;
}

export function inProcessQueue<Job>(run: (job: Job) => Promise<void>, onError: (error: unknown) => void): InProcessQueue<Job> {
  const pending = new Map<NodeJS.Timeout, Job>();
  const runSafely = (job: Job) => run(job).catch(onError);
  return {
    enqueue(job, delaySeconds) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        void runSafely(job);
      }, delaySeconds * 1000);
      timer.unref();
      pending.set(timer, job);
      return Promise.resolve();
    },
    async runPending() {
      const jobs = [...pending];
      pending.clear();
      for (const [timer] of jobs) clearTimeout(timer);
      await Promise.all(jobs.map(([, job]) => runSafely(job)));
      return jobs.length;
    },
  };
}
