import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import type { Logout } from '@/lib/auth/use-logout';
import { SosAndLogout } from './logout-button';

export interface UserDetailsErrorProps {
  /** The page's name, as in its document title (`Insights | Blue Guardian`). */
  page: string;
  /** The page's heading (`Your insights`). */
  heading: string;
  error: unknown;
  onRetry: () => void;
  logout: Logout;
}

/**
 * A signed-in page whose user details failed to load: the page needs them for its frame, so it
 * says so and offers to try again, with SOS and Logout still at hand.
 */
export function UserDetailsError({ page, heading, error, onRetry, logout }: UserDetailsErrorProps) {
  return (
    <main id="main" className="page-status">
      <title>{`${page} | Blue Guardian`}</title>
      <h1 className="page-status__title">{heading}</h1>
      <Alert>{errorMessage(error, 'We could not load your details. Please try again.')}</Alert>
      <div className="coming-soon__actions">
        <Button onClick={onRetry}>Try again</Button>
        <SosAndLogout logout={logout} />
      </div>
    </main>
  );
}
