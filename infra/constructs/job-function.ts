import * as path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LAMBDA_ALIASES, LAMBDA_MAIN_FIELDS, LAMBDA_NODE_TARGET, REQUIRE_SHIM } from '../bundling';

export interface JobFunctionProps {
  /** Repository root: the entry is `functions/jobs/<file>.ts` under it, beside package-lock.json. */
  projectRoot: string;
  /** The handler's file under functions/jobs/, without `.ts`. */
  file: string;
  /** What the job does; never `METHOD /path`, which names the API's functions. */
  description: string;
  timeoutSeconds: number;
  environment: Record<string, string>;
}

/**
 * A background job's function with the API functions' defaults (ApiFunction): Node 22 on arm64,
 * an ESM bundle with the AWS SDK inside (infra/bundling.ts), X-Ray tracing and logs kept a month.
 * Grants are the caller's: each job gets only what its step needs.
 */
export function jobFunction(scope: Construct, id: string, props: JobFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
  return new NodejsFunction(scope, id, {
    entry: path.join(props.projectRoot, 'functions', 'jobs', `${props.file}.ts`),
    handler: 'handler',
    projectRoot: props.projectRoot,
    depsLockFilePath: path.join(props.projectRoot, 'package-lock.json'),
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.seconds(props.timeoutSeconds),
    tracing: Tracing.ACTIVE,
    logGroup,
    environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    bundling: {
      format: OutputFormat.ESM,
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      target: LAMBDA_NODE_TARGET,
      mainFields: LAMBDA_MAIN_FIELDS,
      externalModules: [],
      banner: REQUIRE_SHIM,
      esbuildArgs: {
        '--alias': Object.entries(LAMBDA_ALIASES).map(([name, replacement]) => `${name}=${replacement}`),
      },
    },
  });
}
