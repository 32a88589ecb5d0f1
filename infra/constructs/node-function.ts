import * as path from 'node:path';
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LAMBDA_ALIASES, LAMBDA_MAIN_FIELDS, LAMBDA_NODE_TARGET, REQUIRE_SHIM } from '../bundling';

/** What sets one Lambda function apart; everything else is the same for all of them. */
export interface NodeFunctionProps {
  /** Repository root: the entry is `functions/<handler>.ts` under it, beside package-lock.json. */
  projectRoot: string;
  /** The handler's module under functions/, without `.ts` (such as `entry/jobs/session-reports`). */
  handler: string;
  description: string;
  memorySize: number;
  timeoutSeconds: number;
  reservedConcurrentExecutions?: number;
  logGroup: LogGroup;
  environment: Record<string, string>;
}

/** A function's log group: logs carry ids only (SAFETY.md), but they still need not outlive their use. */
export function functionLogs(scope: Construct, id: string): LogGroup {
  return new LogGroup(scope, id, { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
}

/**
 * A Lambda function with the defaults every function of the stack shares, API routes and
 * background jobs alike: Node 22 on arm64, an ESM bundle with the AWS SDK inside, X-Ray tracing
 * and source-mapped stack traces. Grants are the caller's.
 */
export function nodeFunction(scope: Construct, id: string, props: NodeFunctionProps): NodejsFunction {
  return new NodejsFunction(scope, id, {
    entry: path.join(props.projectRoot, 'functions', `${props.handler}.ts`),
    handler: 'handler',
    projectRoot: props.projectRoot,
    depsLockFilePath: path.join(props.projectRoot, 'package-lock.json'),
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize,
    timeout: Duration.seconds(props.timeoutSeconds),
    reservedConcurrentExecutions: props.reservedConcurrentExecutions,
    // Traces from Lambda's own X-Ray setting: a segment per invocation with no SDK in the bundle
    // (the Powertools tracer would add the X-Ray SDK to every function).
    tracing: Tracing.ACTIVE,
    logGroup: props.logGroup,
    environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    // The esbuild settings live in infra/bundling.ts, shared with `npm run bench`.
    bundling: {
      format: OutputFormat.ESM,
      minify: true,
      sourceMap: true,
      // Stack traces need only the mappings; the sources would triple every deployment package.
      sourcesContent: false,
      target: LAMBDA_NODE_TARGET,
      mainFields: LAMBDA_MAIN_FIELDS,
      // Bundling the SDK pins the version we tested and loads faster than the runtime's copy.
      externalModules: [],
      // CommonJS dependencies call `require` inside the ESM bundle.
      banner: REQUIRE_SHIM,
      esbuildArgs: {
        '--alias': Object.entries(LAMBDA_ALIASES).map(([name, replacement]) => `${name}=${replacement}`),
      },
    },
  });
}

/** What every function's configuration holds (functions/kernel/config.ts checks it up front); none of it is secret. */
export interface BaseConfig {
  table: ITable;
  firebase: { projectId: string; apiKey: string };
  mailFrom: string;
}

/** The environment functions/kernel/config.ts requires of every function. */
export const baseEnvironment = ({ table, firebase, mailFrom }: BaseConfig): Record<string, string> => ({
  TABLE_NAME: table.tableName,
  FIREBASE_PROJECT_ID: firebase.projectId,
  FIREBASE_API_KEY: firebase.apiKey,
  MAIL_TRANSPORT: 'ses',
  MAIL_FROM: mailFrom,
});

/** The bare address of a sender that may be written `Name <address>`. */
export function senderAddress(mailFrom: string): string {
  return (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/** Lets the function send as `mailFrom`: SES authorises against whichever identity is verified, the address or its domain. */
export function grantSendMail(fn: NodejsFunction, mailFrom: string, actions: readonly string[]): void {
  const address = senderAddress(mailFrom);
  const domain = address.split('@')[1] ?? address;
  const stack = Stack.of(fn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: [...actions],
      resources: [address, domain].map((identity) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity })),
    }),
  );
}

/**
 * Lets the function read the SSM parameter holding the site's origin, and names it in
 * APP_ORIGIN_PARAMETER, for the links it builds (e-mails, Stripe's return addresses).
 */
export function grantAppOrigin(fn: NodejsFunction, parameterName: string): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: [
        Stack.of(fn).formatArn({
          service: 'ssm',
          resource: 'parameter',
          // The name starts with "/", which the ARN already supplies after "parameter".
          resourceName: parameterName.replace(/^\//, ''),
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        }),
      ],
    }),
  );
  fn.addEnvironment('APP_ORIGIN_PARAMETER', parameterName);
}
