/**
 * Server-sent events read from a response body: the `data` of each event, its `data:` lines joined
 * by newlines. Lines may end in \n, \r\n or \r and may be split anywhere across chunks; comments
 * (`:`) and other fields are skipped. Stopping early (return, throw) cancels the body, which
 * closes the connection, so the server stops writing.
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const LINE_END = /\r\n|\r|\n/;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (let match = LINE_END.exec(buffer); match; match = LINE_END.exec(buffer)) {
        // A \r at the very end may be the first half of a \r\n still to come.
        if (!done && match[0] === '\r' && match.index === buffer.length - 1) break;
        const line = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
      if (done) break;
    }
    // A last event without its blank line still counts: some servers end the body right after it.
    if (buffer.startsWith('data:')) data.push(buffer.slice(buffer.startsWith('data: ') ? 6 : 5));
    if (data.length > 0) yield data.join('\n');
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
