import type { ReactNode } from 'react';
import { SosButton } from './sos/sos-button';

/**
 * A whole-page waiting message (a lazy page loading, a session check), announced politely, with
 * SOS one tap away (SAFETY.md 4): on a slow network the wait can be long. The screen replaces the
 * page, so its SOS button is the only one showing. Both fade in after 300 ms, so a quick load
 * flashes neither. The dialog the button opens is the app's, so it stays open when the page
 * arrives.
 */
export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="page-status page-status--quiet">
      <p role="status" className="page-status__message">
        <span className="spinner spinner--dark" aria-hidden="true" />
        {children}
      </p>
      <SosButton className="page-status__sos" />
    </main>
  );
}
