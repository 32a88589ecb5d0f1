import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { routeList, type AnyRoute } from '#shared/routes';
import type { Handler } from '../functions/http/http';
import { runNoticeJobsInProcess } from './guardian-notice-jobs';
import { runReportJobsInProcess } from './report-jobs';
import { jobsRoute } from './jobs';
import { sendJson } from './http-json';
import { installLocalStreaming, invokeStreaming, isStreamingHandler } from './lambda-streaming';

// Before any handler is imported: middy's streaming handlers look for Lambda's global when made.
installLocalStreaming();

/**
 * The local API server: turns HTTP requests into API Gateway (REST, v1) proxy events and calls the
 * very handlers Lambda runs, found through the route table. Unknown paths get the same JSON 404
 * the API Gateway's gateway response gives.
 */

/** API Gateway's own payload limit; our handlers refuse much less (64 KB) themselves. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

interface CompiledRoute {
  route: AnyRoute;
  pattern: RegExp;
  names: string[];
}

const stripSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function compile(route: AnyRoute): CompiledRoute {
  const names: string[] = [];
  const source = stripSlash(route.path)
    .split('/')
    .map((segment) => {
      const param = /^\{([^}+]+)(\+?)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

const compiled = routeList.map(([, route]) => compile(route));

/** A path parameter that is not valid percent-encoding (`%zz`, a lone `%`, `%C3` alone). */
export class MalformedPathError extends Error {}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new MalformedPathError(`Malformed percent-encoding in the path: ${value}`);
  }
}

/**
 * The route and path parameters for a request, as API Gateway would resolve them. Throws
 * MalformedPathError for a parameter that cannot be decoded, which the server answers with 400.
 */
export function matchRoute(method: string, path: string): { route: AnyRoute; params: Record<string, string> } | undefined {
  const clean = stripSlash(path);
  for (const { route, pattern, names } of compiled) {
    if (route.method !== method) continue;
    const match = pattern.exec(clean);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = decodeParam(match[i + 1]!)));
    return { route, params };
  }
  return undefined;
}

const handlers = new Map<string, Promise<Handler>>();

function loadHandler(route: AnyRoute): Promise<Handler> {
  let handler = handlers.get(route.handler);
  if (!handler) {
    handler = import(`../functions/${route.handler}`).then((module: { handler: Handler }) => module.handler);
    handlers.set(route.handler, handler);
  }
  return handler;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const isText = (contentType: string | undefined): boolean =>
  !contentType || /^(application\/(json|x-www-form-urlencoded)|text\/)/i.test(contentType);

/** Builds the REST API proxy event API Gateway would send for this request. */
export function toEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  route: AnyRoute,
  pathParameters: Record<string, string>,
): APIGatewayProxyEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const value = req.rawHeaders[i + 1]!;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) {
    query[key] = value;
    (multiQuery[key] ??= []).push(value);
  }
  const text = isText(req.headers['content-type']);
  const requestId = randomUUID();
  return {
    resource: route.path,
    path: url.pathname,
    httpMethod: req.method ?? 'GET',
    headers,
    multiValueHeaders,
    queryStringParameters: url.searchParams.size ? query : null,
    multiValueQueryStringParameters: url.searchParams.size ? multiQuery : null,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : null,
    stageVariables: null,
    body: body.length ? body.toString(text ? 'utf8' : 'base64') : null,
    isBase64Encoded: body.length > 0 && !text,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: null,
      protocol: 'HTTP/1.1',
      httpMethod: req.method ?? 'GET',
      path: url.pathname,
      stage: 'local',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: route.path,
      identity: { sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: req.headers['user-agent'] ?? null },
    } as APIGatewayProxyEvent['requestContext'],
  };
}

function lambdaContext(requestId: string, route: AnyRoute): Context {
  const deadline = Date.now() + 29_000;
  return {
    awsRequestId: requestId,
    functionName: `local-${route.handler.replace(/\//g, '-')}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:local',
    memoryLimitInMB: '512',
    logGroupName: 'local',
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function send(res: ServerResponse, result: APIGatewayProxyResult): void {
  res.statusCode = result.statusCode;
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, String(value));
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
    res.setHeader(name, values.map(String));
  }
  res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

/** Extra local-only routes (the dev mailbox); tried before the route table. */
export type LocalRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean | Promise<boolean>;

/** An HTTP server answering /api/* with the route table's handlers. */
export function createApiServer(localRoutes: LocalRoute[] = []): Server {
  // Background jobs the handlers queue run in this process, on timers (no SQS locally).
  runReportJobsInProcess();
  runNoticeJobsInProcess();
  const routes = [jobsRoute, ...localRoutes];
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      for (const local of routes) if (await local(req, res, url)) return;
      const match = matchRoute(req.method ?? 'GET', url.pathname);
      if (!match) {
        sendJson(res, 404, { success: false, code: 'NOT_FOUND', message: 'No API route matches this request.' });
        return;
      }
      let body: Buffer;
      try {
        body = await readBody(req);
      } catch {
        sendJson(res, 413, { success: false, code: 'BAD_REQUEST', message: 'Request too large.' });
        return;
      }
      const event = toEvent(req, url, body, match.route, match.params);
      const handler = await loadHandler(match.route);
      const context = lambdaContext(event.requestContext.requestId, match.route);
      if (isStreamingHandler(handler)) await invokeStreaming(handler, event, context, res);
      else send(res, await handler(event, context));
    } catch (error) {
      if (error instanceof MalformedPathError) {
        sendJson(res, 400, {
          success: false,
          code: 'BAD_REQUEST',
          message: 'The address is not valid: it has a malformed percent-encoding.',
        });
        return;
      }
      console.error('local API server error', error);
      if (!res.headersSent) sendJson(res, 502, { success: false, code: 'INTERNAL', message: 'Internal server error' });
    }
  });
}
