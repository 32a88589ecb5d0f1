import { reportFindings } from '../../../shared/insights/session-report';
import { strictJsonSchema } from '../openai-json-schema';

/** The report call's schema: strict mode's JSON schema of the shared report findings. */
let reportSchema: ReturnType<typeof strictJsonSchema> | undefined;

/** The `response_format` of the report call, built once per process. */
export function reportResponseFormat() {
  reportSchema ??= strictJsonSchema(reportFindings);
  return {
    type: 'json_schema' as const,
    json_schema: { name: 'session_report', strict: true, schema: reportSchema },
  };
}
