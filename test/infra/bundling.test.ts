import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { build } from 'esbuild';
import { routeList, routes } from '#shared/routes';
import { jobList } from '#shared/jobs';
import { lambdaEsbuildOptions } from '../../infra/bundling';
import { ApiFunction, type ApiFunctionResources } from '../../infra/constructs/api-function';
import { removeTempDirs, tempDir } from './synth';
import { cdkJsonContext, projectRoot } from './template-queries';

afterAll(removeTempDirs);

describe('bundling', () => {
  // A real esbuild run of one route (a second or two), to prove the shared options produce an ES
  // module Node can load. CommonJS dependencies fail without the require shim.
  test('a route bundles to an ES module that loads', () => {
    const outdir = tempDir('bg-bundle-');
    const stack = new Stack(new App({ outdir, context: cdkJsonContext() }), 'BundleProbe');
    const resources: ApiFunctionResources = {
      projectRoot,
      table: new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
      firebase: {
        projectId: 'bg-test',
        apiKey: 'k',
        serviceAccountSecret: new Secret(stack, 'Secret'),
        serverApiKeySecret: new Secret(stack, 'ServerKey'),
      },
      mailFrom: 'hello@blueguardian.test',
      appOriginParameterName: '/probe/app-origin',
      coach: { apiKeySecret: new Secret(stack, 'OpenAiKey') },
      payments: {
        secretKeySecret: new Secret(stack, 'StripeKey'),
        webhookSecret: new Secret(stack, 'StripeWebhook'),
        priceEnvironment: {},
      },
      botCheck: { siteKey: 'site-key', secretKeySecret: new Secret(stack, 'BotCheck') },
      unsubscribeSecret: new Secret(stack, 'Unsubscribe'),
      trialEmailHashSecret: new Secret(stack, 'TrialEmailHash'),
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
    const errors = load.stderr
      .split('\n')
      .filter((line) => line.length < 500)
      .join('\n')
      .trim();
    expect(errors).toBe('');
    expect(load.status).toBe(0);
  });
});

describe('what each bundle pulls in', () => {
  /** One in-memory esbuild run per handler, shared by the checks below: its inputs and its code. */
  const bundles = new Map<string, Promise<{ inputs: string[]; code: string }>>();
  function bundleOf(handler: string): Promise<{ inputs: string[]; code: string }> {
    let bundle = bundles.get(handler);
    if (!bundle) {
      bundle = build({
        ...lambdaEsbuildOptions,
        entryPoints: [path.join(projectRoot, 'functions', `${handler}.ts`)],
        outfile: path.join(tempDir('bg-inputs-'), 'index.mjs'),
        write: false,
        metafile: true,
        logLevel: 'silent',
      }).then((result) => ({
        inputs: Object.keys(result.metafile.inputs),
        code: result.outputFiles.map((file) => file.text).join('\n'),
      }));
      bundles.set(handler, bundle);
    }
    return bundle;
  }

  // Only the routes that make admin calls (and get the service-account secret) may carry the
  // identity admin module (firebase-admin, once: about 1 MB minified and a third of a second).
  test.each(routeList.filter(([, route]) => !route.access.identityAdmin))('%s does not bundle firebase-admin', async (_name, route) => {
    const { inputs } = await bundleOf(route.handler);
    expect(inputs.some((input) => input.includes('functions/http/http.ts'))).toBe(true);
    expect(inputs.filter((input) => /firebase-admin|identity-admin/.test(input))).toEqual([]);
  });

  // Schemas are built when their module loads: while every handler loaded the whole table, the
  // other routes' schemas cost a session-only handler 30 to 50 ms of cold start. A handler imports
  // its own route from its area's file (shared/routes/chat.ts) and esbuild leaves the others out. A route found in
  // a bundle by its `handler` text (unique per route) proves both that the handler serves its own
  // route and that nothing (an import of shared/routes/index.ts, a route esbuild must keep for a side
  // effect) drags in another.
  test.each(routeList)('%s bundles its own route and no other', async (name, route) => {
    const { code, inputs } = await bundleOf(route.handler);
    const routesInBundle = routeList.filter(([, other]) => code.includes(JSON.stringify(other.handler)));
    expect(routesInBundle.map(([other]) => other)).toEqual([name]);
    expect(inputs.filter((input) => input.endsWith('shared/routes/index.ts'))).toEqual([]);
  });

  // A job's bundle (shared/jobs.ts) is built with the same options and holds no API route: the
  // route table is the API's, and a job that imported it would carry every route's schemas.
  test.each(jobList)('job %s bundles its handler and no route', async (_name, job) => {
    const { code, inputs } = await bundleOf(job.handler);
    expect(inputs.some((input) => input.endsWith(`functions/${job.handler}.ts`))).toBe(true);
    expect(routeList.filter(([, route]) => code.includes(JSON.stringify(route.handler))).map(([name]) => name)).toEqual([]);
  });

  /**
   * Texts that only one schema holds, each beside other schemas in its file: a bundle holding one
   * has kept a schema its route does not use, so that schema module has a top-level call esbuild
   * cannot drop (wrap it in that file's `schema(() => ...)`).
   */
  const otherSchemas: Array<[string, string]> = [
    ['Enter a valid email address.', 'the e-mail field of the auth bodies (schemas/auth.ts)'],
    ['must be 1, 2 or 3.', 'the new-chat path parameters (schemas/chat.ts)'],
    ['resonse', 'the reply to a message (schemas/chat.ts)'],
    ['Warning signs', 'the safety plan (schemas/user.ts)'],
    ['exportedAt', 'the data export (schemas/user.ts)'],
  ];
  // Session-only routes: getUser's response is in schemas/user.ts, getAllChats' in schemas/chat.ts.
  const sessionOnly = ['getUser', 'getAllChats', 'logout'];
  test.each(routeList.filter(([name]) => sessionOnly.includes(name)))(
    '%s builds only the schemas of its own route',
    async (_name, route) => {
      const { code } = await bundleOf(route.handler);
      expect(otherSchemas.filter(([text]) => code.includes(text)).map(([, schema]) => schema)).toEqual([]);
    },
  );
});
