import type { ReactNode } from 'react';

/**
 * A message that screen readers announce when it appears: role="alert" for errors (assertive),
 * role="status" for confirmations and progress (polite). `id` lets a field name it as its description.
 */
export function Alert({ tone = 'error', id, children }: { tone?: 'error' | 'success' | 'info'; id?: string; children: ReactNode }) {
  return (
    <p id={id} role={tone === 'error' ? 'alert' : 'status'} className={`alert alert--${tone}`}>
      {children}
    </p>
  );
}
