import { NestedStack } from 'aws-cdk-lib';
import { LambdaIntegration, Resource, ResponseTransferMode, type IResource } from 'aws-cdk-lib/aws-apigateway';
import { CfnPermission } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { Area } from '#shared/areas';
import type { JobDef } from '#shared/jobs';
import type { AnyRoute } from '#shared/routes';
import { apiPathSegments, STAGE_NAME, type Api } from './api';
import { ApiFunction, type ApiFunctionResources } from './api-function';
import { BackgroundJob, type JobResources } from './background-job';
import { GradualDeployments, rollbackAlarmsOf, type DeploymentAlarms } from './gradual-deployment';

export interface AreaStackProps {
  area: Area;
  /** The area's routes, by name (shared/routes/<area>.ts). */
  routes: ReadonlyArray<readonly [string, AnyRoute]>;
  /** The area's background jobs, by name (shared/jobs.ts). */
  jobs: ReadonlyArray<readonly [string, JobDef]>;
  api: Api;
  functionResources: ApiFunctionResources;
  jobResources: JobResources;
  /** Environment variables for single routes' functions, by route name. */
  routeEnvironment?: Readonly<Record<string, Record<string, string>>>;
  /** The alarms that roll back the routes deployed gradually (rollbackAlarmsOf); without them every route deploys at once. */
  deploymentAlarms?: DeploymentAlarms;
}

/**
 * One product area in AWS, as a nested stack: each of its routes' functions with its role, its
 * API Gateway method and the resources only this area's paths use, and each of its background
 * jobs. CloudFormation counts a nested stack's resources apart from the main stack's (500 each),
 * so areas grow without crowding one another; the REST API, its stage and the paths areas share
 * stay in the main stack (infra/constructs/api.ts), and every method added here registers with
 * that API, so its deployment waits for this stack and is replaced when a route changes.
 */
export class AreaStack extends NestedStack {
  /** Each route's function, by route name. */
  readonly functions = new Map<string, ApiFunction>();
  /** Each job, by job name. */
  readonly jobs = new Map<string, BackgroundJob>();
  private readonly resources = new Map<string, IResource>();
  private gradualDeployments?: GradualDeployments;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: AreaStackProps,
  ) {
    super(scope, id, { description: `Blue Guardian: the ${props.area} area's functions and routes` });
    for (const [name, route] of props.routes) {
      const fn = new ApiFunction(this, name, {
        logGroup: props.api.functionLogs,
        route,
        resources: props.functionResources,
        environment: props.routeEnvironment?.[name],
      });
      this.functions.set(name, fn);
      const rollbackAlarms = props.deploymentAlarms ? rollbackAlarmsOf(route, props.deploymentAlarms) : [];
      // API Gateway calls a gradually deployed route through its live alias (docs/decisions/0062-safe-deploys-the-coach.md).
      const target = rollbackAlarms.length
        ? (this.gradualDeployments ??= new GradualDeployments(this, `${id}Deployments`)).liveAlias(fn.function, rollbackAlarms)
        : fn.function;
      const resourcePath = apiPathSegments(route.path).join('/');
      const method = this.resourceFor(resourcePath).addMethod(
        route.method,
        // Each function may be invoked only through its own method; no console test-invoke grant.
        // A streaming route is invoked through Lambda's response-streaming API, so each line
        // reaches the browser as it is written (ARCHITECTURE.md 12).
        new LambdaIntegration(target, {
          proxy: true,
          allowTestInvoke: false,
          ...(route.streaming && { responseTransferMode: ResponseTransferMode.STREAM }),
        }),
      );
      // API Gateway may invoke the function for this method of the stage alone. The stage is named
      // here rather than referred to: the stage waits for this stack (its deployment holds the
      // methods), so a reference to it from here would be a cycle.
      const sourceArn = props.api.restApi.arnForExecuteApi(route.method, `/${resourcePath.replace(/\{[^}]*\}/g, '*')}`, STAGE_NAME);
      for (const child of method.node.findAll()) if (child instanceof CfnPermission) child.sourceArn = sourceArn;
    }
    for (const [name, job] of props.jobs) {
      this.jobs.set(name, new BackgroundJob(this, name, { job, resources: props.jobResources }));
    }
  }

  /**
   * The API resource at `resourcePath` (`api/bot/chat/{chatId}`): made here when only this area's
   * routes use it, else the main stack's shared one, referred to by its id.
   */
  private resourceFor(resourcePath: string): IResource {
    const known = this.resources.get(resourcePath);
    if (known) return known;
    const { api, area } = this.props;
    const owner = api.owners.get(resourcePath);
    let resource: IResource;
    if (owner === undefined) {
      resource = Resource.fromResourceAttributes(this, `Shared/${resourcePath}`, {
        // The API itself, not an imported one: methods added under it register with its deployment.
        restApi: api.restApi,
        resourceId: api.sharedResource(resourcePath).resourceId,
        path: `/${resourcePath}`,
      });
    } else if (owner === area) {
      const cut = resourcePath.lastIndexOf('/');
      const parent =
        cut < 0
          ? Resource.fromResourceAttributes(this, 'Root', {
              restApi: api.restApi,
              resourceId: api.restApi.restApiRootResourceId,
              path: '/',
            })
          : this.resourceFor(resourcePath.slice(0, cut));
      resource = parent.addResource(resourcePath.slice(cut + 1));
    } else {
      throw new Error(`The ${area} area has a route under /${resourcePath}, which belongs to the ${owner} area`);
    }
    this.resources.set(resourcePath, resource);
    return resource;
  }
}
