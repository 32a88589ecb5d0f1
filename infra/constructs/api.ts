import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  ResponseTransferMode,
  ResponseType,
  RestApi,
  type IResource,
} from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ErrorBody } from '../../shared/errors';
import { routeList, type AnyRoute, type RouteName } from '../../shared/routes';
import { ApiFunction, callsOpenAI, type ApiFunctionResources } from './api-function';
import { functionLogs } from './node-function';

/** Bodies API Gateway passes as bytes, both ways (see the RestApi below). */
export const BINARY_MEDIA_TYPES = ['*/*'] as const;

/** Stage-wide limits: far above the app's real traffic, low enough to cap a runaway client's bill. */
export const THROTTLING = { rateLimit: 100, burstLimit: 200 } as const;

/**
 * Each busy or costly kind of route has a ceiling of its own under the stage's, per method, so a
 * flood on one cannot spend the share the others need: a credential-stuffing run on the auth
 * routes, a burst of coach calls (each one waits on OpenAI up to 20 s), or Stripe replaying a
 * backlog of events (it retries whatever is refused, so a 429 there loses nothing).
 */
export const METHOD_THROTTLES = {
  auth: { rateLimit: 20, burstLimit: 40 },
  coach: { rateLimit: 20, burstLimit: 40 },
  webhook: { rateLimit: 25, burstLimit: 50 },
} as const;

/** The method throttle of a route, if it has one of its own. */
export function methodThrottleOf(route: AnyRoute): (typeof METHOD_THROTTLES)[keyof typeof METHOD_THROTTLES] | undefined {
  if (route.access.payments && route.rawBody) return METHOD_THROTTLES.webhook;
  if (callsOpenAI(route)) return METHOD_THROTTLES.coach;
  if (route.path.startsWith('/api/auth/')) return METHOD_THROTTLES.auth;
  return undefined;
}

/**
 * One line per request: who (the caller's address and agent), what (the method and the route's
 * template, `/api/bot/chat/{chatId}`, never the actual path with its ids), the answer and its
 * timing. No body, no query string, no header beyond the agent: nothing a person wrote and no
 * e-mail address can reach these logs.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  route: '$context.resourcePath',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  responseBytes: '$context.responseLength',
  wafStatus: '$context.waf.status',
} as const;

/** The stage's method settings key of a route: its resource path, then its method. */
export const methodSettingsKey = (route: AnyRoute): string => `/${apiPathSegments(route.path).join('/')}/${route.method}`;

/** What API Gateway answers itself when no route matches, in the shape of the app's own errors. */
export const NOT_FOUND_BODY: ErrorBody = {
  success: false,
  code: 'NOT_FOUND',
  message: 'No API route matches this request.',
};

export interface ApiProps {
  functionResources: ApiFunctionResources;
  /** Environment variables for single routes' functions, by route name. */
  routeEnvironment?: Partial<Record<RouteName, Record<string, string>>>;
}

/**
 * The REST API, built by looping over the route table: one resource chain and one Lambda proxy
 * integration per route, so adding a route to shared/routes/table.ts is all it takes to deploy it.
 */
export class Api extends Construct {
  readonly restApi: RestApi;
  /** Each route's function, by route name. */
  readonly functions = new Map<RouteName, ApiFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.restApi = new RestApi(this, 'RestApi', {
      description: 'Blue Guardian API (reached through CloudFront under /api/*)',
      // CloudFront already sits in front; an edge-optimised API would add a second, hidden one.
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // Access logs need API Gateway's account-wide CloudWatch role. It is kept if the stack is
      // deleted, since other APIs of the account may rely on it. No execution logs: the functions log.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      // Voice uploads (multipart) and answers (audio/mpeg) are bytes. API Gateway decides by the
      // request's first Accept value whether to turn a base64 answer (isBase64Encoded) back into
      // bytes, and a browser's fetch sends `*/*`; AWS's advice for browsers is this wildcard. It
      // also hands every request body to the function base64-encoded, which request-input.ts decodes.
      binaryMediaTypes: [...BINARY_MEDIA_TYPES],
      deployOptions: {
        stageName: 'prod',
        // Each request's trace starts at API Gateway and continues into its function.
        tracingEnabled: true,
        throttlingRateLimit: THROTTLING.rateLimit,
        throttlingBurstLimit: THROTTLING.burstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
        methodOptions: Object.fromEntries(
          routeList.flatMap(([, route]) => {
            const throttle = methodThrottleOf(route);
            return throttle
              ? [[methodSettingsKey(route), { throttlingRateLimit: throttle.rateLimit, throttlingBurstLimit: throttle.burstLimit }]]
              : [];
          }),
        ),
      },
    });

    // One log group for every route's function: see ApiFunctionProps.logGroup.
    const functionLogGroup = functionLogs(this, 'FunctionLogs');
    for (const [name, route] of routeList) {
      const fn = new ApiFunction(this, name, {
        logGroup: functionLogGroup,
        route,
        resources: props.functionResources,
        environment: props.routeEnvironment?.[name],
      });
      this.functions.set(name, fn);
      this.resourceFor(route).addMethod(
        route.method,
        // Each function may be invoked only through its own method; no console test-invoke grant.
        // A streaming route (issue 23) is invoked through Lambda's response-streaming API, so each
        // line reaches the browser as it is written (ARCHITECTURE.md 12).
        new LambdaIntegration(fn.function, {
          proxy: true,
          allowTestInvoke: false,
          ...(route.streaming && { responseTransferMode: ResponseTransferMode.STREAM }),
        }),
      );
    }

    // An unknown path or method is MISSING_AUTHENTICATION_TOKEN (403) by default, which misleads.
    for (const type of [ResponseType.MISSING_AUTHENTICATION_TOKEN, ResponseType.RESOURCE_NOT_FOUND]) {
      this.restApi.addGatewayResponse(`NotFound${type.responseType}`, {
        type,
        statusCode: '404',
        responseHeaders: { 'Content-Type': "'application/json'" },
        templates: { 'application/json': JSON.stringify(NOT_FOUND_BODY) },
      });
    }
  }

  /** The resource of a route's path; `{param}` segments become path-parameter resources. */
  private resourceFor(route: AnyRoute): IResource {
    const segments = apiPathSegments(route.path);
    return segments.length ? this.restApi.root.resourceForPath(segments.join('/')) : this.restApi.root;
  }
}

/**
 * The API Gateway resource segments of a route path. A trailing slash (`/api/auth/`) names the same
 * resource as the path without it: API Gateway has no empty path parts.
 */
export function apiPathSegments(routePath: string): string[] {
  const segments = routePath.split('/').filter(Boolean);
  // The local dev routes must never reach AWS, whatever the route table grows into.
  if (segments[0] === 'api' && segments[1] === 'dev') {
    throw new Error(`Route ${routePath} is a dev route and cannot be deployed`);
  }
  return segments;
}
