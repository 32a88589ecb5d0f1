/**
 * A generator read ahead as fast as it yields, its values kept until asked for: the coach's words
 * arrive while the risk assessor still reads, and none is shown before it has spoken.
 * Closing the result closes the source. A failure is kept for the reader, never left unhandled.
 */
export function eager<T, R>(source: AsyncGenerator<T, R, undefined>): AsyncGenerator<T, R, undefined> {
  const results: Promise<IteratorResult<T, R>>[] = [];
  let closed = false;
  const pull = (): void => {
    const next = source.next();
    results.push(next);
    next.then(
      (result) => {
        if (!result.done && !closed) pull();
      },
      () => undefined,
    );
  };
  pull();
  return (async function* read() {
    try {
      for (let i = 0; ; i++) {
        const result = await results[i]!;
        if (result.done) return result.value;
        yield result.value;
      }
    } finally {
      closed = true;
      // Ends the source (and the call behind it); a source already finished ignores it.
      void source.return(undefined as R).catch(() => undefined);
    }
  })();
}
