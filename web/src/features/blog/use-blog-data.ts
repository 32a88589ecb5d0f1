import { useEffect, useState } from 'react';
import { useInitialData } from '@/lib/initial-data';

/** What a blog page shows: "Loading...", the error's message, or the content. */
export type BlogData<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

type Settled<T> = { path: string } & ({ status: 'error'; message: string } | { status: 'ready'; value: T });

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A blog page's content: the data it was pre-rendered with, when the browser is on that page (no
 * fetch, and the first render is the static HTML's), else loaded in an effect, so nothing is
 * fetched during a render. Changing `path` or unmounting aborts the load in flight. `load`
 * should change only with `path` (wrap it in useCallback).
 */
export function useBlogData<T>(path: string, load: (signal: AbortSignal) => Promise<T>): BlogData<T> {
  const initial = useInitialData<T>(path);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (initial !== undefined) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setSettled({ path, status: 'ready', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setSettled({ path, status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [path, load, initial]);

  if (initial !== undefined) return { status: 'ready', value: initial };
  // A result for another path (the slug just changed) is stale: the new one is on its way.
  if (!settled || settled.path !== path) return { status: 'loading' };
  return settled;
}
