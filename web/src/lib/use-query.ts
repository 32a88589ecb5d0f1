import { useCallback, useEffect, useState } from 'react';

export type QueryState<TData> =
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: TData; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const pending = { status: 'pending', data: undefined, error: undefined } as const;

/**
 * Loads data when the component mounts (and on `refetch`), ignoring answers that arrive after
 * unmount. `fn` must be stable (a module-level fetcher), since it is the effect's dependency.
 */
export function useQuery<TData>(fn: (signal: AbortSignal) => Promise<TData>) {
  const [state, setState] = useState<QueryState<TData>>(pending);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fn(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error });
      },
    );
    return () => controller.abort();
  }, [fn, attempt]);

  const refetch = useCallback(() => {
    setState(pending);
    setAttempt((n) => n + 1);
  }, []);

  /** Edits the loaded data in place (an item added, renamed or removed) without a new request. */
  const setData = useCallback((update: (data: TData) => TData) => {
    setState((current) => (current.status === 'success' ? { ...current, data: update(current.data) } : current));
  }, []);

  return { ...state, refetch, setData };
}
