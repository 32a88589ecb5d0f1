import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS } from '#shared/areas';
import { jobList } from '#shared/jobs';
import { routeList } from '#shared/routes';

/**
 * The house shape of functions/: every way into the server is one file under functions/entry/,
 * a route's in api/<area>/ (the area whose file under shared/routes/ defines it), a job's in
 * jobs/; beside entry/ the six layers hold everything else. A route's or job's `handler` names its
 * module under functions/ (`entry/api/chat/new-chat`).
 */

const functionsDir = join(__dirname, '../../../functions');
/** test/unit/lint/layers.test.ts writes its fixtures into the tree for the length of one ESLint run. */
const listed = (dir: string): string[] =>
  readdirSync(join(functionsDir, dir))
    .filter((name) => !name.startsWith('lint-fixture-'))
    .sort();
const modulesIn = (dir: string): string[] =>
  listed(dir)
    .map((file) => `${dir}/${file.replace(/\.ts$/, '')}`)
    .sort();

it('holds seven folders: the entry points and the layers they reach down through', () => {
  // Beside them, functions/tsconfig.json: the TypeScript project of the Lambda runtime.
  expect(listed('.')).toEqual(['data', 'domain', 'entry', 'http', 'kernel', 'providers', 'safety', 'tsconfig.json']);
  expect(listed('entry')).toEqual(['api', 'jobs']);
  expect(listed('entry/api')).toEqual([...AREAS].sort());
});

it.each([...AREAS])("keeps in entry/api/%s/ exactly the handlers of that area's routes", (area) => {
  const handlers = routeList.filter(([, route]) => route.area === area).map(([, route]) => route.handler);
  expect(modulesIn(`entry/api/${area}`)).toEqual([...new Set(handlers)].sort());
});

it('keeps in entry/jobs/ exactly the handlers of the job table, one row each', () => {
  const handlers = jobList.map(([, job]) => job.handler);
  expect(new Set(handlers).size).toBe(handlers.length);
  expect(modulesIn('entry/jobs')).toEqual([...handlers].sort());
});

it.each([...routeList, ...jobList])('%s has an entry file exporting `handler`', (_name, { handler }) => {
  expect(readFileSync(join(functionsDir, `${handler}.ts`), 'utf8')).toMatch(/^export (const|async function|function) handler\b/m);
});
