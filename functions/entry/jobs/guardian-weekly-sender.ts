import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { sendGuardianWeeklyJob } from '../../domain/guardian/weekly-email';
import { recordsInTurn } from '../../http/job';

/**
 * Consumes the guardians' weekly queue one record after another, as the weekly summary's sender
 * does (SES's rate is the limit); a failed record is reported alone, and the link's week marker
 * makes every retry safe.
 */
export const processGuardianWeeklyBatch = recordsInTurn('guardian weekly', sendGuardianWeeklyJob);

/** The queue's Lambda entry; Lambda's second argument is its context, never a clock. */
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => processGuardianWeeklyBatch(event);
