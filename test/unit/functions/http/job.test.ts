import { sqsEventOf } from '../../../../dev/report-jobs';
import { tickConsumer, type TickRun } from '../../../../functions/http/job';

/** A ticked job's consumer: what SQS is told to retry decides whether a missed e-mail is tried again. */

const ticks = (count: number) => sqsEventOf(Array.from({ length: count }, () => ({ scheduledTime: '2026-11-28T13:00:00Z' })));
const idsOf = (event: ReturnType<typeof ticks>) => event.Records.map((record) => ({ itemIdentifier: record.messageId }));

it('runs the job once per tick and reports nothing to retry when all was done', async () => {
  const run = jest.fn(async (_nowMs: number): Promise<TickRun> => ({ failed: 0 }));
  const event = ticks(2);
  await expect(tickConsumer('test job', run)(event)).resolves.toEqual({ batchItemFailures: [] });
  expect(run).toHaveBeenCalledTimes(2);
  expect(run.mock.calls[0]![0]).toEqual(expect.any(Number));
});

it('reports a tick to retry when its run could not do everything', async () => {
  const event = ticks(1);
  const consume = tickConsumer('test job', async () => ({ due: 3, sent: 2, failed: 1 }));
  await expect(consume(event)).resolves.toEqual({ batchItemFailures: idsOf(event) });
});

it('reports a tick to retry when its run throws, and still runs the next tick', async () => {
  const event = ticks(2);
  const run = jest
    .fn<Promise<TickRun>, [number]>()
    .mockRejectedValueOnce(new Error('table unavailable'))
    .mockResolvedValueOnce({ failed: 0 });
  await expect(tickConsumer('test job', run)(event)).resolves.toEqual({ batchItemFailures: idsOf(event).slice(0, 1) });
  expect(run).toHaveBeenCalledTimes(2);
});
