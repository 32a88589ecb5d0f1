import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '#shared/schemas/chat-stream';
import { StreamInterrupted, streamReply } from '../../web/src/features/chat/api/stream-reply';
import { answerTo } from './helpers/chat';

/**
 * The reply stream's reader (NDJSON, one event a line) against any reply text and any way the
 * network cuts its bytes: mid-line, mid-character, one byte at a time.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Any text a model may write: emoji, accents, line breaks, quotes, backslashes, U+2028. */
const anyText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\u2028', '"\\', '👩🏽‍💻 é'));
const middle = fc.oneof(
  anyText.map((text): StreamEvent => ({ type: 'text', text })),
  anyText.map((text): StreamEvent => ({ type: 'replace', text })),
);
const last = fc.oneof(
  fc.tuple(anyText, anyText).map(([user, text]): StreamEvent => ({ type: 'done', answer: answerTo(user || 'Hi', text) })),
  fc.tuple(anyText, fc.boolean()).map(([message, saved]): StreamEvent => ({ type: 'error', code: 'UNAVAILABLE', message, saved })),
);
const reply = fc
  .tuple(fc.array(middle, { maxLength: 6 }), last)
  .map(([texts, end]): StreamEvent[] => [{ type: 'start', streamId: 'stream000000000001' }, ...texts, end]);

/** The bytes of these events, cut at these fractions of their length, fetched as the stream's answer. */
function serve(events: StreamEvent[], cuts: number[], finalNewline: boolean) {
  const text = events.map((event) => JSON.stringify(event)).join('\n') + (finalNewline ? '\n' : '');
  const bytes = new TextEncoder().encode(text);
  const at = [...new Set(cuts.map((cut) => Math.floor(cut * bytes.length)))].sort((a, b) => a - b);
  const chunks = [0, ...at].map((start, i) => bytes.slice(start, [...at, bytes.length][i]));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(stream, { status: 200, headers: { 'content-type': 'application/x-ndjson' } })),
  );
}

async function read(): Promise<StreamEvent[] | 'interrupted'> {
  const events: StreamEvent[] = [];
  try {
    for await (const event of streamReply('chat000000000001', { action: 'regenerate' })) events.push(event);
  } catch (error) {
    if (error instanceof StreamInterrupted) return 'interrupted';
    throw error;
  }
  return events;
}

/** Where to cut, as fractions of the length (evenly spread: fc.double favours the ends). */
const cuts = fc.array(
  fc.integer({ min: 0, max: 9999 }).map((n) => n / 10000),
  { maxLength: 12 },
);

describe('streamReply', () => {
  it('gives back every event, in order, however the bytes arrive', async () => {
    await fc.assert(
      fc.asyncProperty(reply, cuts, fc.boolean(), async (events, at, finalNewline) => {
        serve(events, at, finalNewline);
        expect(await read()).toEqual(events);
      }),
    );
  });

  it('says the reply was interrupted when the stream ends before its last event', async () => {
    await fc.assert(
      fc.asyncProperty(reply, cuts, async (events, at) => {
        serve(events.slice(0, -1), at, true);
        expect(await read()).toBe('interrupted');
      }),
    );
  });
});
