/**
 * Structured JSON logs for CloudWatch. They carry ids, routes, statuses and timings only: never a
 * request body, a message text, an e-mail address or a token (SAFETY.md, privacy).
 */
type Fields = Record<string, string | number | boolean | undefined>;
type Level = 'info' | 'warn' | 'error';

const rank: Record<string, number> = { info: 0, warn: 1, error: 2, silent: 3 };

function write(level: Level, msg: string, fields: Fields): void {
  // LOG_LEVEL: info (default), warn, error or silent.
  if (rank[level]! < (rank[process.env.LOG_LEVEL ?? 'info'] ?? 0)) return;
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export const log = {
  info: (msg: string, fields: Fields = {}) => write('info', msg, fields),
  warn: (msg: string, fields: Fields = {}) => write('warn', msg, fields),
  /** Logs an error's name and message, never the request that caused it. */
  error: (msg: string, error: unknown, fields: Fields = {}) =>
    write('error', msg, {
      ...fields,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
};
