import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { build } from 'esbuild';
import { routeList, routes } from '../../shared/routes';
import { lambdaEsbuildOptions } from '../../infra/bundling';
import { ApiFunction, type ApiFunctionResources } from '../../infra/constructs/api-function';
import { removeTempDirs, tempDir } from './synth';
import { cdkJsonContext, projectRoot } from './template-queries';

afterAll(removeTempDirs);

describe('bundling', () => {
  // A real esbuild run of one route (a second or two), to prove the shared options produce an ES
  // module Node can load. login pulls in firebase-admin, which fails without the require shim.
  test('a route bundles to an ES module that loads', () => {
    const outdir = tempDir('bg-bundle-');
    const stack = new Stack(new App({ outdir, context: cdkJsonContext() }), 'BundleProbe');
    const resources: ApiFunctionResources = {
      projectRoot,
      table: new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
      firebase: { projectId: 'bg-test', apiKey: 'k', serviceAccountSecret: new Secret(stack, 'Secret') },
      mailFrom: 'hello@blueguardian.test',
      appOriginParameterName: '/probe/app-origin',
      coach: { apiKeySecret: new Secret(stack, 'OpenAiKey') },
    };
    new ApiFunction(stack, 'Login', { route: routes.login, resources });
    const bundles = readdirSync(outdir)
      .map((entry) => path.join(outdir, entry, 'index.mjs'))
      .filter((file) => existsSync(file));
    expect(bundles).toHaveLength(1);
    const bundle = bundles[0]!;
    expect(existsSync(`${bundle}.map`)).toBe(true);
    const script = `await import(${JSON.stringify(bundle)})`;
    const load = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    // Skip the minified source line Node quotes in its stack trace; keep the error itself.
    const errors = load.stderr.split('\n').filter((line) => line.length < 500).join('\n').trim();
    expect(errors).toBe('');
    expect(load.status).toBe(0);
  });
});

describe('what each bundle pulls in', () => {
  /** The source files and packages esbuild puts in a route's bundle (metafile only, nothing written). */
  async function bundleInputs(handler: string): Promise<string[]> {
    const result = await build({
      ...lambdaEsbuildOptions,
      entryPoints: [path.join(projectRoot, 'functions', `${handler}.ts`)],
      outfile: path.join(tempDir('bg-inputs-'), 'index.mjs'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    return Object.keys(result.metafile.inputs);
  }

  // firebase-admin is about 1 MB minified and a third of a second at cold start: only the routes
  // that make admin calls (and get the service-account secret) may carry it.
  test.each(routeList.filter(([, route]) => !route.access.identityAdmin))(
    '%s does not bundle firebase-admin',
    async (_name, route) => {
      const inputs = await bundleInputs(route.handler);
      expect(inputs.some((input) => input.includes('functions/lib/http.ts'))).toBe(true);
      expect(inputs.filter((input) => /firebase-admin|identity-admin/.test(input))).toEqual([]);
    },
  );
});
