import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { routeList } from '#shared/routes';
import { jobList } from '#shared/jobs';
import { lambdaEsbuildOptions } from '../infra/bundling';

/**
 * `npm run build:functions`: bundles every handler of the route table and the job table into
 * dist/functions/<handler>/index.mjs with the stack's own esbuild options, for inspection or
 * upload outside CDK (which bundles by itself on deploy).
 */
const outRoot = resolve('dist', 'functions');
rmSync(outRoot, { recursive: true, force: true });
const handlers = [...new Set([...routeList, ...jobList].map(([, entry]) => entry.handler))];
await Promise.all(
  handlers.map((handler) =>
    build({
      ...lambdaEsbuildOptions,
      entryPoints: [resolve('functions', `${handler}.ts`)],
      outfile: resolve(outRoot, handler, 'index.mjs'),
      sourcemap: true,
      logLevel: 'warning',
    }),
  ),
);
console.log(`Bundled ${handlers.length} functions into ${outRoot}`);
