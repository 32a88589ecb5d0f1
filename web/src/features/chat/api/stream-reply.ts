import { streamEvent, type StreamEvent, type StreamReplyBody } from '#shared/schemas/chat-stream';
import { request } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * The stream ended without its last event (`done` or `error`): the connection dropped part-way, or
 * a line could not be read. Unlike an `error` event, nobody told us what happened, so the caller
 * reloads the chat to see what the server stored.
 */
export class StreamInterrupted extends Error {
  override readonly name = 'StreamInterrupted';
}

/** One line of NDJSON as a checked event; anything else breaks the stream. */
function parseLine(line: string): StreamEvent {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    throw new StreamInterrupted('A line of the reply was not JSON.');
  }
  const parsed = streamEvent.safeParse(data);
  if (!parsed.success) throw new StreamInterrupted('A line of the reply was not a stream event.');
  return parsed.data;
}

/** The lines of a byte stream, decoded; a line may span chunks, and the last may lack its newline. */
async function* lines(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        // Our own abort (after `done`, or leaving) is not a dropped connection.
        if (signal?.aborted) throw error;
        throw new StreamInterrupted('The connection dropped during the reply.');
      }
      if (chunk.done) break;
      buffered += decoder.decode(chunk.value, { stream: true });
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) if (part.trim()) yield part;
    }
    buffered += decoder.decode();
    if (buffered.trim()) yield buffered;
  } finally {
    reader.releaseLock();
  }
}

/**
 * POST /api/bot/chat/{chatId}/stream: the reply's events in order, ending with `done`
 * or `error`. A refusal before the stream starts throws the usual ApiError (a 401 signs out, as
 * for any call); a stream that stops without its last event throws {@link StreamInterrupted}.
 */
export async function* streamReply(chatId: string, body: StreamReplyBody, signal?: AbortSignal): AsyncGenerator<StreamEvent> {
  const response = await request(routes.streamReply, {
    params: { chatId },
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    accept: 'application/x-ndjson',
    ...(signal ? { signal } : {}),
  });
  if (!response.body) throw new StreamInterrupted('The reply had no body.');
  for await (const line of lines(response.body, signal)) {
    const event = parseLine(line);
    yield event;
    if (event.type === 'done' || event.type === 'error') return;
  }
  throw new StreamInterrupted('The reply ended before it was complete.');
}
