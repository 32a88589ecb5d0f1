import { resolve } from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * The esbuild settings of every Lambda bundle, in one place: the stack's NodejsFunction defaults
 * and `npm run bench` both read them, so the bench measures what is deployed.
 */

/** Lets CommonJS dependencies call `require` inside an ESM bundle. */
export const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export const LAMBDA_NODE_TARGET = 'node22';

/** ESM first: `module` entry points tree-shake better than `main` ones. */
export const LAMBDA_MAIN_FIELDS = ['module', 'main'];

/** Module aliases of Lambda bundles: the SDK's credential chain reduced to what Lambda uses. */
export const LAMBDA_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': resolve(process.cwd(), 'infra', 'lambda-credentials.ts'),
};

export const lambdaEsbuildOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: LAMBDA_NODE_TARGET,
  minify: true,
  mainFields: LAMBDA_MAIN_FIELDS,
  banner: { js: REQUIRE_SHIM },
  alias: LAMBDA_ALIASES,
  // The AWS SDK is bundled too: a pinned, tree-shaken copy starts faster than the runtime's.
  external: [],
};
