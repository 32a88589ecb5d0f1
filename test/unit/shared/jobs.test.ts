import { AREAS } from '#shared/areas';
import { cronMatches, jobList, jobs, nextRun } from '#shared/jobs';

describe('the job table', () => {
  it.each(jobList)('%s is named by its key, in an area of the product', (name, job) => {
    expect(job.name).toBe(name);
    expect(AREAS).toContain(job.area);
  });

  it.each(jobList)('%s has a queue exactly when something puts messages on it', (_name, job) => {
    const queued = job.trigger.kind === 'queue' || job.trigger.via === 'queue';
    expect(Boolean(job.queue)).toBe(queued);
    // Other functions learn a queue's URL only when they are meant to send to it.
    expect(Boolean(job.queue?.urlVariable)).toBe(job.trigger.kind === 'queue');
  });

  it.each(jobList)('%s: a message stays long enough for every attempt to finish', (_name, job) => {
    if (!job.queue) return;
    // SQS hides a received message for six timeouts (infra/constructs/job-queue.ts).
    expect(job.queue.retentionSeconds).toBeGreaterThan(job.retries * 6 * job.timeoutSeconds - 6 * job.timeoutSeconds);
    expect(job.queue.concurrency).toBeGreaterThanOrEqual(2);
    expect(job.timeoutSeconds).toBeLessThanOrEqual(900);
  });

  it('names only jobs with a queue in `queues`, and every queue-fed job has a producer', () => {
    const targets = jobList.flatMap(([, job]) => job.access.queues ?? []);
    for (const target of targets) expect(jobs[target as keyof typeof jobs]?.trigger.kind).toBe('queue');
    expect(targets).toContain('weeklySummarySender');
  });
});

describe('schedules', () => {
  const at = (iso: string) => Date.parse(iso);

  it('hourly fires on the hour only', () => {
    expect(cronMatches({ minute: '0' }, at('2026-11-28T13:00:00Z'))).toBe(true);
    expect(cronMatches({ minute: '0' }, at('2026-11-28T13:15:00Z'))).toBe(false);
  });

  it('every quarter hour fires at :00, :15, :30 and :45', () => {
    const minutes = Array.from({ length: 60 }, (_, minute) => minute).filter((minute) =>
      cronMatches({ minute: '0/15' }, at(`2026-11-28T13:${String(minute).padStart(2, '0')}:00Z`)),
    );
    expect(minutes).toEqual([0, 15, 30, 45]);
  });

  it('the weekly summary comes next on Sunday 18:00 UTC, and a week later once it has passed', () => {
    const weekly = jobs.weeklySummary.trigger.cron;
    // 28 November 2026 is a Saturday.
    expect(new Date(nextRun(weekly, at('2026-11-28T12:17:00Z'))).toISOString()).toBe('2026-11-29T18:00:00.000Z');
    expect(new Date(nextRun(weekly, at('2026-11-29T18:00:00Z'))).toISOString()).toBe('2026-12-06T18:00:00.000Z');
  });

  it('the next tick is strictly after now, at the start of a minute', () => {
    expect(new Date(nextRun({ minute: '0/15' }, at('2026-11-28T13:14:59.500Z'))).toISOString()).toBe('2026-11-28T13:15:00.000Z');
    expect(new Date(nextRun({ minute: '0/15' }, at('2026-11-28T13:15:00Z'))).toISOString()).toBe('2026-11-28T13:30:00.000Z');
  });

  it('refuses a schedule that never fires', () => {
    expect(() => nextRun({ minute: '61' }, at('2026-11-28T13:00:00Z'))).toThrow('never fires');
  });
});
