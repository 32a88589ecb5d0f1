import middy from '@middy/core';
import { PassThrough } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { AnyRoute } from '#shared/routes/route-def';
import { log } from '../kernel/log';
import { countEvent } from '../kernel/metrics';
import { handlerInput, routeMiddlewares, type HandlerInput, type StateContext } from './http';

/**
 * A streaming route's function (ARCHITECTURE.md 12): Lambda response streaming (middy's
 * `streamifyResponse`), behind API Gateway's `responseTransferMode: STREAM`. The route's usual
 * chain runs first (session, validation, rate limits), then `prepare` checks what it must before
 * the answer starts: any error until then is the usual JSON error with its status. The events
 * that follow are newline-delimited JSON, each checked against the route's `response` schema.
 */

/** Writes one event of the route's stream. */
export type EventWriter<R extends AnyRoute> = (event: z.output<R['response']>) => void;

/** Checks and stores what must be before the stream starts; the function it answers then streams. */
export type StreamPreparer<R extends AnyRoute> = (input: HandlerInput<R>) => Promise<(write: EventWriter<R>) => Promise<void>>;

const STREAM_HEADERS = {
  'content-type': 'application/x-ndjson; charset=utf-8',
  'cache-control': 'no-store',
  // Proxies that buffer (nginx and its kind) pass each line on at once.
  'x-accel-buffering': 'no',
};

/** A Lambda handler of a streaming route: `awslambda.streamifyResponse` gives it the response stream. */
export type StreamingHandler = (event: APIGatewayProxyEvent, ...rest: unknown[]) => Promise<void>;

export function httpStream<R extends AnyRoute>(route: R, prepare: StreamPreparer<R>): StreamingHandler {
  const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, StateContext>({ streamifyResponse: true })
    .use(routeMiddlewares(route))
    .handler(async (event, context) => {
      const stream = await prepare(handlerInput<R>(event, context));
      const body = new PassThrough();
      // A reader that went away ends the pipe; the reply goes on and is stored all the same.
      body.on('error', () => undefined);
      const started = Date.now();
      const write: EventWriter<R> = (answer) => {
        // Parsing strips any field the schema does not list, so nothing leaks by accident.
        if (!body.writableEnded && !body.destroyed) body.write(`${JSON.stringify(route.response.parse(answer))}\n`);
      };
      // The answer starts now; the events follow as they come, and the invocation lasts until they end.
      // A route tells its own failures in its last event; one it did not catch ends the stream early,
      // which the browser reads as a dropped connection (it reloads what was stored).
      void stream(write)
        .catch((error: unknown) => {
          log.error('stream failed', error, { requestId: context.awsRequestId, route: route.path });
          countEvent('ServerErrors', { route: route.name });
        })
        .finally(() => {
          log.info('stream ended', { requestId: context.awsRequestId, route: `${route.method} ${route.path}`, ms: Date.now() - started });
          body.end();
        });
      return { statusCode: 200, headers: STREAM_HEADERS, body } as unknown as APIGatewayProxyResult;
    });
  return handler as unknown as StreamingHandler;
}
