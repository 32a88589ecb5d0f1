import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jobList } from '../../../shared/jobs';
import { routeList } from '../../../shared/routes';

/**
 * The house shape of functions/ (docs/decisions.md): each area folder holds its Lambda
 * entry points and nothing else, so a name there says it is a Lambda; domain code lives in
 * functions/domain/, the HTTP chain in functions/http/, the leaf kernel in functions/kernel/.
 */

const ENTRY_AREAS = ['auth', 'bot', 'buddies', 'check-ins', 'config', 'email', 'goals', 'insights', 'memories', 'payment', 'user', 'voice'];
const functionsDir = join(__dirname, '../../../functions');

it('keeps only route handlers in the entry-point folders, and every handler in one of them', () => {
  const handlers = new Set(routeList.map(([, route]) => route.handler));
  const files = ENTRY_AREAS.flatMap((area) => readdirSync(join(functionsDir, area)).map((file) => `${area}/${file.replace(/\.ts$/, '')}`));

  expect(files.filter((file) => !handlers.has(file))).toEqual([]);
  expect([...handlers].filter((handler) => !files.includes(handler))).toEqual([]);
});

it('keeps only job handlers in functions/jobs/, each named by exactly one row of the job table, and each exporting `handler`', () => {
  const files = readdirSync(join(functionsDir, 'jobs')).map((file) => `jobs/${file.replace(/\.ts$/, '')}`);
  const handlers = jobList.map(([, job]) => job.handler);

  expect(files.filter((file) => handlers.filter((handler) => handler === file).length !== 1)).toEqual([]);
  expect(handlers.filter((handler) => !files.includes(handler))).toEqual([]);
  for (const handler of handlers) {
    expect([handler, readFileSync(join(functionsDir, `${handler}.ts`), 'utf8')]).toEqual([
      handler,
      expect.stringMatching(/^export (const|async function|function) handler\b/m),
    ]);
  }
});
