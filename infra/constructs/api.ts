import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat, EndpointType, LogGroupLogDestination, ResponseType, RestApi, type IResource } from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ErrorBody } from '#shared/errors';
import type { Area } from '#shared/areas';
import { routeList, type AnyRoute } from '#shared/routes';
import { callsOpenAI } from './api-function';
import { functionLogs } from './node-function';

/** The API's one stage. */
export const STAGE_NAME = 'prod';

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

/**
 * The REST API with its stage, its access logs and its own 404, and the resources that several
 * areas' routes hang under (`/api`, `/api/user`). Each area's stack adds its routes' methods and
 * the resources only its routes use (infra/constructs/area-stack.ts); every method it adds
 * registers with this API, so the deployment waits for it and is replaced when the routes change.
 */
export class Api extends Construct {
  readonly restApi: RestApi;
  /** The log group every route's function writes to: see ApiFunctionProps.logGroup. */
  readonly functionLogs: LogGroup;
  /** Which area owns each resource path the routes use; unowned paths are this construct's own. */
  readonly owners: ReadonlyMap<string, Area | undefined>;
  private readonly shared = new Map<string, IResource>();

  constructor(scope: Construct, id: string) {
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
        stageName: STAGE_NAME,
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
    this.functionLogs = functionLogs(this, 'FunctionLogs');

    this.owners = resourceOwners(routeList.map(([, route]) => route));
    for (const [resourcePath, owner] of this.owners) {
      if (!owner) this.shared.set(resourcePath, this.restApi.root.resourceForPath(resourcePath));
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

  /** A resource several areas share (a path `owners` maps to no area), made by this construct. */
  sharedResource(resourcePath: string): IResource {
    const resource = this.shared.get(resourcePath);
    if (!resource) throw new Error(`No shared API resource at /${resourcePath}`);
    return resource;
  }
}

/**
 * Every API Gateway resource path the routes need (`api/user`, no leading slash), with the area
 * whose routes alone are at or under it; undefined where several areas meet, which the API itself
 * makes. So a route added to an area needs no edit elsewhere: a path only its area uses is made
 * in its area's stack, and a path another area also uses is already shared.
 */
export function resourceOwners(routes: readonly AnyRoute[]): Map<string, Area | undefined> {
  const areas = new Map<string, Set<Area>>();
  for (const route of routes) {
    const segments = apiPathSegments(route.path);
    for (let depth = 1; depth <= segments.length; depth++) {
      const resourcePath = segments.slice(0, depth).join('/');
      const seen = areas.get(resourcePath) ?? new Set<Area>();
      seen.add(route.area);
      areas.set(resourcePath, seen);
    }
  }
  const byDepth = [...areas].sort(([a], [b]) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1));
  return new Map(byDepth.map(([resourcePath, seen]) => [resourcePath, seen.size === 1 ? [...seen][0] : undefined]));
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
