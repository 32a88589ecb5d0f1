import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, statusError } from './errors';
import { pause, retryDelayMs, shouldRetry } from './retry';
import { sseData } from './sse';
import type { ChatCompletion, ChatCompletionChunk, ChatCompletionRequest, ModerationResponse, SpeechRequest } from './types';

/**
 * A small client of OpenAI's HTTP API over fetch, in place of the `openai` SDK (a large share of
 * the coach routes' bundle and import time; issue 24). It keeps the SDK's behaviour the adapters
 * rely on: the Bearer key, a timeout per attempt, retries by the SDK's rules, cancellation by
 * signal, and errors named and shaped as the SDK's (errors.ts).
 */

export interface OpenAIHttpOptions {
  apiKey: string;
  /** Another server of the protocol (tests' fake, a local model); OpenAI's own by default. */
  baseURL?: string;
  /** The time each attempt may take to answer (until its headers); retries get their own. */
  timeoutMs: number;
  maxRetries: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** This call's retries, instead of the client's. */
  maxRetries?: number;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** An answered call: the response, and the release of its hold on the caller's signal. */
interface Answered {
  response: Response;
  /** Aborts the connection (a stream stopped early). */
  controller: AbortController;
  release: () => void;
}

/** Whether a fetch failure reads as a timeout (undici says so only in words). */
const soundsLikeTimeout = (error: unknown): boolean =>
  /timed? ?out/i.test(String(error) + String((error as { cause?: unknown } | undefined)?.cause ?? ''));

export class OpenAIHttp {
  private readonly baseURL: string;

  constructor(private readonly options: OpenAIHttpOptions) {
    this.baseURL = (options.baseURL ?? OPENAI_BASE_URL).replace(/\/+$/, '');
  }

  chatCompletion(body: ChatCompletionRequest, call: CallOptions = {}): Promise<ChatCompletion> {
    return this.json('/chat/completions', body, call);
  }

  /**
   * A streamed chat completion: resolves once the model's answer has begun, then yields its chunks.
   * Aborting the signal (or stopping the loop early) closes the connection; an aborted stream ends
   * quietly, as the SDK's did, so the caller checks its signal.
   */
  async chatCompletionStream(
    body: ChatCompletionRequest & { stream_options?: { include_usage: boolean } },
    call: CallOptions = {},
  ): Promise<AsyncGenerator<ChatCompletionChunk, void, undefined>> {
    const answered = await this.send('/chat/completions', { ...body, stream: true }, call);
    return chunks(answered, call.signal);
  }

  moderation(body: { model: string; input: string }, call: CallOptions = {}): Promise<ModerationResponse> {
    return this.json('/moderations', body, call);
  }

  /** A transcription asked for as `response_format: 'text'`: the text as answered. */
  transcription(form: FormData, call: CallOptions = {}): Promise<string> {
    return this.read('/audio/transcriptions', form, call, (response) => response.text());
  }

  /** Speech: the audio's bytes. */
  speech(body: SpeechRequest, call: CallOptions = {}): Promise<Uint8Array> {
    return this.read('/audio/speech', body, call, async (response) => new Uint8Array(await response.arrayBuffer()));
  }

  private json<T>(path: string, body: unknown, call: CallOptions): Promise<T> {
    return this.read(path, body, call, (response) => response.json() as Promise<T>);
  }

  /** Sends, then reads the whole answer; a failure while reading is a connection error (or the caller's abort). */
  private async read<T>(path: string, body: unknown, call: CallOptions, parse: (response: Response) => Promise<T>): Promise<T> {
    const { response, release } = await this.send(path, body, call);
    try {
      return await parse(response);
    } catch (error) {
      if (call.signal?.aborted) throw new APIUserAbortError();
      throw new APIConnectionError('The answer could not be read.', error);
    } finally {
      release();
    }
  }

  /** POSTs `body` (JSON, or a FormData as multipart) until it is answered with success, by the SDK's retry rules. */
  private async send(path: string, body: unknown, call: CallOptions): Promise<Answered> {
    const { signal } = call;
    const maxRetries = call.maxRetries ?? this.options.maxRetries;
    const form = body instanceof FormData;
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.apiKey}`, accept: 'application/json' };
    if (!form) headers['content-type'] = 'application/json';
    const payload = form ? body : JSON.stringify(body);
    for (let retry = 0; ; retry += 1) {
      const retriesLeft = retry < maxRetries;
      if (signal?.aborted) throw new APIUserAbortError();
      const controller = new AbortController();
      const abort = () => controller.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const release = () => signal?.removeEventListener('abort', abort);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.options.timeoutMs);
      let response: Response;
      try {
        response = await fetch(`${this.baseURL}${path}`, { method: 'POST', headers, body: payload, signal: controller.signal });
      } catch (error) {
        release();
        if (signal?.aborted) throw new APIUserAbortError();
        const failure = timedOut || soundsLikeTimeout(error) ? new APIConnectionTimeoutError() : new APIConnectionError(undefined, error);
        if (!retriesLeft) throw failure;
        await pause(retryDelayMs(retry), signal);
        continue;
      } finally {
        clearTimeout(timer);
      }
      if (response.ok) return { response, controller, release };
      release();
      if (retriesLeft && shouldRetry(response)) {
        await response.body?.cancel().catch(() => undefined);
        await pause(retryDelayMs(retry, response.headers), signal);
        continue;
      }
      throw statusError(response.status, await response.text().catch(() => ''), response.headers);
    }
  }
}

/** The chunks of a streamed completion; an `error` event throws as the SDK's stream did. */
async function* chunks({ response, controller, release }: Answered, signal?: AbortSignal) {
  if (!response.body) throw new APIConnectionError('The stream has no body.');
  try {
    for await (const data of sseData(response.body)) {
      if (data.startsWith('[DONE]')) return;
      const chunk = JSON.parse(data) as ChatCompletionChunk & { error?: { message?: unknown; code?: unknown; type?: unknown } };
      if (chunk.error) {
        const message = typeof chunk.error.message === 'string' ? chunk.error.message : 'The stream reported an error.';
        throw new APIError(undefined, chunk.error, message, response.headers);
      }
      yield chunk;
    }
  } catch (error) {
    if (signal?.aborted || controller.signal.aborted) return;
    if (error instanceof APIError || error instanceof SyntaxError) throw error;
    throw new APIConnectionError('The stream broke off.', error);
  } finally {
    // Stopped early (aborted, a filter, an error): close the connection so the model stops writing.
    controller.abort();
    release();
  }
}
