import { build } from 'esbuild';
import { resolve } from 'node:path';
import { lambdaEsbuildOptions } from './infra/bundling';
for (const h of process.argv.slice(2)) {
  const r = await build({
    ...lambdaEsbuildOptions,
    entryPoints: [resolve('functions', `${h}.ts`)],
    write: false,
    outfile: '/tmp/x.mjs',
    logLevel: 'error',
  });
  console.log(h, r.outputFiles[0]!.contents.length);
}
