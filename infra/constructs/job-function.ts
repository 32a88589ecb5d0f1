import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { baseEnvironment, functionLogs, nodeFunction, type BaseConfig } from './node-function';

export interface JobFunctionProps {
  /** Repository root: the entry is `functions/jobs/<file>.ts` under it, beside package-lock.json. */
  projectRoot: string;
  /** The handler's file under functions/jobs/, without `.ts`. */
  file: string;
  /** What the job does; never `METHOD /path`, which names the API's functions. */
  description: string;
  timeoutSeconds: number;
  /** The configuration every function reads (table, Firebase, mail sender). */
  config: BaseConfig;
  /** Settings only this job reads. */
  environment?: Record<string, string>;
}

/**
 * A background job's function with the stack's function defaults (nodeFunction) and 512 MB.
 * Grants are the caller's: each job gets only what its step needs.
 */
export function jobFunction(scope: Construct, id: string, props: JobFunctionProps): NodejsFunction {
  return nodeFunction(scope, id, {
    projectRoot: props.projectRoot,
    handler: `jobs/${props.file}`,
    description: props.description,
    memorySize: 512,
    timeoutSeconds: props.timeoutSeconds,
    logGroup: functionLogs(scope, `${id}Logs`),
    environment: { ...baseEnvironment(props.config), ...props.environment },
  });
}
