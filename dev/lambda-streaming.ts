import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';

/**
 * Lambda response streaming, locally. In Lambda the runtime provides the global
 * `awslambda` (`streamifyResponse`, `HttpResponseStream`) that middy's `streamifyResponse` uses;
 * here a stand-in marks such handlers, and the local API server hands them a writable that
 * passes the status, headers and bytes on to the HTTP response as they are written.
 */

const STREAMING = Symbol.for('blue-guardian.streaming-handler');

/** What a streaming handler sets before its first byte (Lambda's HTTP response prelude). */
interface Prelude {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  multiValueHeaders?: Record<string, (string | number | boolean)[]>;
  cookies?: string[];
}

type StreamingFunction = (event: unknown, stream: Writable, context: unknown) => Promise<void>;

/** The response stream a handler writes to: bytes go to `res` as they come. */
class LocalResponseStream extends Writable {
  constructor(private readonly res: ServerResponse) {
    super();
  }

  setPrelude(prelude: Prelude): void {
    this.res.statusCode = prelude.statusCode ?? 200;
    for (const [name, value] of Object.entries(prelude.headers ?? {})) this.res.setHeader(name, String(value));
    for (const [name, values] of Object.entries(prelude.multiValueHeaders ?? {})) this.res.setHeader(name, values.map(String));
    if (prelude.cookies?.length) this.res.setHeader('set-cookie', prelude.cookies);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    // A browser that went away does not stop the function, as in Lambda: the reply is still stored.
    if (this.res.destroyed) {
      done();
      return;
    }
    this.res.write(chunk, () => done());
  }

  override _final(done: (error?: Error | null) => void): void {
    if (this.res.destroyed) done();
    else this.res.end(() => done());
  }
}

/** Installs the stand-in `awslambda` global, unless a real runtime provides one. Before any handler is imported. */
export function installLocalStreaming(): void {
  // Powertools' invoke store may have made the global already, for its own part of it.
  const global = globalThis as { awslambda?: Record<string, unknown> };
  const awslambda = (global.awslambda ??= {});
  awslambda.streamifyResponse ??= (fn: StreamingFunction) => Object.assign(fn, { [STREAMING]: true });
  awslambda.HttpResponseStream ??= {
    from: (stream: LocalResponseStream, prelude: Prelude) => {
      stream.setPrelude(prelude);
      return stream;
    },
  };
}

/** Whether a route's handler streams its answer. */
export const isStreamingHandler = (handler: unknown): handler is StreamingFunction => typeof handler === 'function' && STREAMING in handler;

/** Calls a streaming handler, its answer written to `res` as it comes; resolves when it has ended. */
export async function invokeStreaming(handler: StreamingFunction, event: unknown, context: unknown, res: ServerResponse): Promise<void> {
  await handler(event, new LocalResponseStream(res), context);
}
