import { reportFindings } from '#shared/insights/session-report';
import { strictResponseFormat } from '../openai-json-schema';

/** The `response_format` of the report call: strict mode's JSON schema of the shared report findings, built once per process. */
export const reportResponseFormat = strictResponseFormat('session_report', reportFindings);
