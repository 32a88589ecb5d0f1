/**
 * AbortSignal.any, with its sources kept alive for as long as the combined signal is. Node holds
 * the sources of AbortSignal.any weakly, so a timeout signal that nothing else refers to can be
 * collected before it fires: the combined signal then never aborts, and a call waits past its
 * budget (seen on Node 20 under allocation pressure).
 */
const sourcesOf = new WeakMap<AbortSignal, readonly AbortSignal[]>();

export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  const combined = AbortSignal.any([...signals]);
  sourcesOf.set(combined, signals);
  return combined;
}
