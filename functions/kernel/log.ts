import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs for CloudWatch, through AWS Lambda Powertools' Logger: each line carries the
 * level, message, time and service, and within a request (injectLambdaContext in the http chain)
 * the function's name, the invocation's request id, whether it was a cold start and the X-Ray
 * trace id. The lines carry ids, routes, statuses and timings only: never a request body, a
 * message text, an e-mail address or a token (SAFETY.md, privacy). The event is never logged.
 */
type Fields = Record<string, string | number | boolean | undefined>;

export const SERVICE_NAME = 'blue-guardian';

export const logger = new Logger({ serviceName: SERVICE_NAME });

/**
 * Follows LOG_LEVEL as it is now, not as it was at import: the local stack and the tests set it
 * after the functions are loaded, and Powertools resets its level to the one it started with at
 * every invocation (its debug sampling), so the level is checked on each line.
 */
function levelled(): Logger {
  const level = (process.env.LOG_LEVEL || 'info').toUpperCase();
  const wanted = level === 'SILENT' || level === 'WARN' || level === 'ERROR' ? level : 'INFO';
  if (logger.getLevelName() !== wanted) logger.setLogLevel(wanted);
  return logger;
}

export const log = {
  info: (msg: string, fields: Fields = {}) => levelled().info(msg, fields),
  warn: (msg: string, fields: Fields = {}) => levelled().warn(msg, fields),
  /** Logs an error's name and message, never the request that caused it (nor its stack's data). */
  error: (msg: string, error: unknown, fields: Fields = {}) =>
    levelled().error(msg, {
      ...fields,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
};
