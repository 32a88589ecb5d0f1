import type { ReactNode } from 'react';

/** A whole-page waiting message (a lazy page loading, a session check), announced politely. */
export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="page-status page-status--quiet">
      <p role="status" className="page-status__message">
        <span className="spinner spinner--dark" aria-hidden="true" />
        {children}
      </p>
    </main>
  );
}
