import { runReportJobsInProcess, sqsEventOf } from '../../dev/report-jobs';
import { JOBS_PATH } from '../../dev/jobs';
import { handler } from '../../functions/entry/jobs/session-reports';
import { makeReport } from '../../functions/domain/insights/make-report';
import { getReport } from '../../functions/data/reports';
import { resetConfig } from '../../functions/kernel/config';
import { resetReportModel } from '../../functions/providers/insights';
import { useLocalReportQueue } from '../../functions/domain/insights/queue-report';
import { captureLogs } from '../fixtures/capture-logs';
import { connectToFake, FakeOpenAI } from '../fixtures/fake-openai';
import {
  asksForReport,
  MODEL_FINDINGS,
  NOT_JSON_ANSWER,
  OFF_SCHEMA_ANSWER,
  REPORT_MESSAGE,
  reportAnswer,
} from '../fixtures/report-findings';
import { startApi, type Caller } from './api';
import { send, startChat, uidOf, userWithPlan } from './chats';

/**
 * Session reports made in the background: a stored reply queues a job that runs after
 * the quiet time (REPORT_QUIET_SECONDS) in the local API server's process; the job handler (the
 * SQS consumer Lambda runs) makes the report with OpenAI structured output against the fake wire
 * server, or the local analysis, once per chat and message count.
 */

let api: Awaited<ReturnType<typeof startApi>>;
let fake: FakeOpenAI;
beforeAll(async () => {
  [api, fake] = await Promise.all([startApi(), FakeOpenAI.start()]);
});
afterAll(async () => {
  await Promise.all([api.close(), fake.close()]);
});
afterEach(() => {
  connectToFake(fake, false);
  delete process.env.REPORT_QUIET_SECONDS;
  resetConfig();
  resetReportModel();
  runReportJobsInProcess();
  fake.reset();
});

/** The report analyst talks to the fake from now on (the coach stays offline: it was made before). */
function reportWithFake(): void {
  connectToFake(fake, true);
  resetReportModel();
}

/** A user's chat after one message and its reply: the job of that reply is for 2 messages. */
async function chatWithOneExchange(): Promise<{ caller: Caller; uid: string; chatId: string }> {
  const caller = await userWithPlan(api.baseUrl, null, 'reporter');
  const { chatId } = await startChat(caller);
  expect((await send(caller, chatId, REPORT_MESSAGE)).status).toBe(200);
  return { caller, uid: uidOf(caller), chatId };
}

const reportRequests = () => fake.requestsTo('POST /v1/chat/completions').filter((request) => asksForReport(request.json));

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the session report job, against the fake OpenAI', () => {
  it('requests a strict structured report, validates it and stores it with engine openai', async () => {
    // Prepare
    const { uid, chatId } = await chatWithOneExchange();
    reportWithFake();
    fake.enqueueChat(reportAnswer());
    // Act
    const result = await handler(sqsEventOf([{ uid, chatId, messageCount: 2 }]));
    // Assess
    expect(result).toEqual({ batchItemFailures: [] });
    expect(reportRequests()).toHaveLength(1);
    const body = reportRequests()[0]!.json as { response_format: { json_schema: { schema: { required: string[] } } } };
    expect(body.response_format.json_schema.schema.required).toContain('suicideScore');
    expect(JSON.stringify(body)).toContain(REPORT_MESSAGE);
    expect(await getReport(uid, chatId)).toEqual({
      chatId,
      messageCount: 2,
      engine: 'openai',
      createdAt: expect.any(String),
      emotionWords: 0,
      findings: MODEL_FINDINGS,
    });
  });

  it('asks once more after an invalid answer, then falls back to the local analysis (engine local)', async () => {
    const { uid, chatId } = await chatWithOneExchange();
    reportWithFake();
    fake.enqueueChat(NOT_JSON_ANSWER, OFF_SCHEMA_ANSWER);

    const result = await handler(sqsEventOf([{ uid, chatId, messageCount: 2 }]));

    expect(result.batchItemFailures).toEqual([]);
    expect(reportRequests()).toHaveLength(2);
    expect(await getReport(uid, chatId)).toMatchObject({
      messageCount: 2,
      engine: 'local',
      findings: { stressSources: ['school', 'sleep'] },
    });
  });

  it('is idempotent: the same job twice makes one report; a job the session outgrew does nothing', async () => {
    // Prepare
    const { caller, uid, chatId } = await chatWithOneExchange();
    reportWithFake();
    fake.enqueueChat(reportAnswer(), reportAnswer());
    const job = { uid, chatId, messageCount: 2 };
    // Act: twice, as SQS may deliver it
    const first = await makeReport(job);
    const stored = await getReport(uid, chatId);
    const second = await handler(sqsEventOf([job]));
    // Assess
    expect(first).toBe('stored');
    expect(second.batchItemFailures).toEqual([]);
    expect(reportRequests()).toHaveLength(1);
    expect(await getReport(uid, chatId)).toEqual(stored);

    // Act: the session continues; the old job comes late, then the new one
    connectToFake(fake, false);
    expect((await send(caller, chatId, 'Maybe I can try to rest a little.')).status).toBe(200);
    reportWithFake();
    const stale = await makeReport(job);
    const latest = await makeReport({ ...job, messageCount: 4 });
    // Assess
    expect([stale, latest]).toEqual(['continued', 'stored']);
    expect(reportRequests()).toHaveLength(2);
    expect(await getReport(uid, chatId)).toMatchObject({ messageCount: 4, engine: 'openai' });
  });

  it('makes no report for a chat deleted before its job ran, and reports an unreadable job as failed', async () => {
    const { caller, uid, chatId } = await chatWithOneExchange();
    expect((await caller.delete(`/api/bot/${chatId}`)).status).toBe(200);

    const gone = await makeReport({ uid, chatId, messageCount: 2 });
    const event = sqsEventOf([{ uid, chatId }]);
    const unreadable = await handler(event);

    expect(gone).toBe('chat-gone');
    expect(await getReport(uid, chatId)).toBeUndefined();
    expect(unreadable.batchItemFailures).toEqual([{ itemIdentifier: event.Records[0]!.messageId }]);
  });
});

describe('a tier-(a) reading in the report, and so in the check-in card (SAFETY.md 20)', () => {
  it('counts only once confirmed: one local reading leaves the score at 0 and opens no card; a second one counts', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'reporter');
    const { chatId } = await startChat(caller);
    const uid = uidOf(caller);
    const reportAndCard = async (messageCount: number) => {
      await handler(sqsEventOf([{ uid, chatId, messageCount }]));
      const card = (await caller.get('/api/insights/check-in')).body.data as { id: string } | null;
      return { score: (await getReport(uid, chatId))?.findings.suicideScore.score, card };
    };

    await send(caller, chatId, 'I want to die');
    const once = await reportAndCard(2);
    await send(caller, chatId, 'honestly i wish i could just disappear forever');
    const twice = await reportAndCard(4);

    expect(once).toEqual({ score: 0, card: null });
    expect(twice).toEqual({ score: 2, card: expect.objectContaining({ id: `${chatId}.4` }) });
  });

  it('reads a flagged chat as heavy, not as negative or neutral, even while its one tier-(a) reading leaves the score at 0', async () => {
    const caller = await userWithPlan(api.baseUrl, null, 'reporter');
    const { chatId } = await startChat(caller);
    const uid = uidOf(caller);
    await send(caller, chatId, 'I want to die');

    await handler(sqsEventOf([{ uid, chatId, messageCount: 2 }]));

    const findings = (await getReport(uid, chatId))?.findings;
    expect(findings?.suicideScore.score).toBe(0);
    expect(findings?.sentiment.label).toBe('heavy');
  });
});

describe('the quiet-session trigger', () => {
  it('queues the job after a stored reply; it runs once the session has been quiet (REPORT_QUIET_SECONDS=0)', async () => {
    process.env.REPORT_QUIET_SECONDS = '0';
    resetConfig();

    const { uid, chatId } = await chatWithOneExchange();

    const report = await eventually(() => getReport(uid, chatId));
    expect(report).toMatchObject({ chatId, messageCount: 2, engine: 'local' });
  });

  it('waits out the quiet time; the local "run it now" route runs the waiting job at once', async () => {
    process.env.REPORT_QUIET_SECONDS = '900';
    resetConfig();
    const { uid, chatId } = await chatWithOneExchange();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await getReport(uid, chatId)).toBeUndefined();

    const run = await fetch(`${api.baseUrl}${JOBS_PATH}/sessionReports`, { method: 'POST' });

    expect(run.status).toBe(200);
    expect(((await run.json()) as { ran: number }).ran).toBeGreaterThanOrEqual(1);
    expect(await getReport(uid, chatId)).toMatchObject({ messageCount: 2, engine: 'local' });
  });

  it('queues after every stored reply, sent or regenerated, with the chat’s message count', async () => {
    const queued: Array<{ job: unknown; delay: number }> = [];
    useLocalReportQueue({ enqueue: (job, delay) => Promise.resolve(void queued.push({ job, delay })) });
    const caller = await userWithPlan(api.baseUrl, null, 'reporter');
    const { chatId } = await startChat(caller);

    await send(caller, chatId, REPORT_MESSAGE);
    await caller.post(`/api/bot/chat/${chatId}/regenerate`);
    await send(caller, chatId, 'Maybe I can try to rest a little.');

    const uid = uidOf(caller);
    expect(queued).toEqual([2, 2, 4].map((messageCount) => ({ job: { uid, chatId, messageCount }, delay: 900 })));
  });

  it('a queue that fails never fails the reply: it is logged without content', async () => {
    useLocalReportQueue({ enqueue: () => Promise.reject(new Error('queue down')) });
    const caller = await userWithPlan(api.baseUrl, null, 'reporter');
    const { chatId } = await startChat(caller);

    let status = 0;
    const lines = await captureLogs(async () => {
      status = (await send(caller, chatId, REPORT_MESSAGE)).status;
    });

    expect(status).toBe(200);
    expect(lines.some((line) => line.includes('session report not queued'))).toBe(true);
    for (const line of lines) expect(line).not.toContain('exams');
  });
});
