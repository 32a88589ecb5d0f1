import { useCallback, useRef, useState } from 'react';

export interface MutationState<TData> {
  isPending: boolean;
  data: TData | undefined;
  error: unknown;
}

/**
 * A tiny stand-in for a query library's mutation hook: runs `fn`, tracks pending, data and error.
 * `mutate` also resolves or rejects, so a form can branch on the outcome where it submits.
 */
export function useMutation<TArgs, TData>(fn: (args: TArgs) => Promise<TData>) {
  const [state, setState] = useState<MutationState<TData>>({ isPending: false, data: undefined, error: undefined });
  const latest = useRef(0);

  const mutate = useCallback(
    async (args: TArgs): Promise<TData> => {
      const call = ++latest.current;
      setState({ isPending: true, data: undefined, error: undefined });
      try {
        const data = await fn(args);
        if (call === latest.current) setState({ isPending: false, data, error: undefined });
        return data;
      } catch (error) {
        if (call === latest.current) setState({ isPending: false, data: undefined, error });
        throw error;
      }
    },
    [fn],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState({ isPending: false, data: undefined, error: undefined });
  }, []);

  return { ...state, mutate, reset };
}
