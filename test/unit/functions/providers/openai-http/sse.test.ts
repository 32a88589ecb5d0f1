import { sseData } from '../../../../../functions/providers/openai-http/sse';

/** Server-sent events split at awkward places, as a network delivers them. */

function body(...chunks: string[]): ReadableStream<Uint8Array> {
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
  return new ReadableStream({
    pull(controller) {
      const next = bytes.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const data of sseData(stream)) out.push(data);
  return out;
}

describe('sseData', () => {
  it('reads events split across chunks: mid-line, between \\r and \\n, and inside a multi-byte character', async () => {
    const euro = new TextEncoder().encode('€');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const enc = (text: string) => new TextEncoder().encode(text);
        for (const chunk of [enc('da'), enc('ta: {"a":1}\r'), enc('\n\r\ndata: '), euro.slice(0, 1), euro.slice(1), enc('\n\n')]) {
          controller.enqueue(chunk);
        }
        controller.close();
      },
    });

    expect(await all(stream)).toEqual(['{"a":1}', '€']);
  });

  it('joins the data lines of one event, skips comments and other fields, and keeps a last event without its blank line', async () => {
    expect(await all(body(': keep-alive\n\nevent: message\ndata: one\ndata:two\nid: 7\n\n', 'data: [DONE]'))).toEqual([
      'one\ntwo',
      '[DONE]',
    ]);
  });

  it('cancels the body when the reader stops early, so the connection closes', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('data: more\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });

    for await (const data of sseData(stream)) {
      expect(data).toBe('more');
      break;
    }

    expect(cancelled).toBe(true);
  });
});
