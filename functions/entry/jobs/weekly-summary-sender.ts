import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { sendWeeklySummaryJob } from '../../domain/weekly-summary/send-weekly-summary';
import { recordsInTurn } from '../../http/job';

/**
 * Consumes the weekly summary queue, one record after another: SES's sending rate is the limit,
 * and the event source's maximum concurrency paces it (docs/decisions/0036-weekly-summary-e-mail-a-sparse.md). A record that fails is
 * reported alone, so SQS retries only it; the week marker makes every retry safe.
 */
export const processWeeklyBatch = recordsInTurn('weekly summary', sendWeeklySummaryJob);

/** The queue's Lambda entry; Lambda's second argument is its context, never a clock. */
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => processWeeklyBatch(event);
