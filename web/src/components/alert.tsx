import type { ReactNode } from 'react';

/**
 * A message that screen readers announce when it appears: role="alert" for errors (assertive),
 * role="status" for confirmations and progress (polite).
 */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`alert alert--${tone}`}>
      {children}
    </p>
  );
}
