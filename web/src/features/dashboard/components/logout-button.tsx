import { Button } from '@/components/button';
import { SosButton } from '@/components/sos/sos-button';
import type { Logout } from '@/lib/auth/use-logout';

/** The top bar's Logout button (spec section 2), busy while leaving. */
export function LogoutButton({ logout }: { logout: Logout }) {
  return (
    <Button
      variant="secondary"
      className="dashboard-bar__logout"
      onClick={logout.onLogout}
      disabled={logout.leaving}
      isLoading={logout.leaving}
    >
      Logout
    </Button>
  );
}

/** SOS then Logout: the end of every signed-in page's top bar, and of its error page. */
export function SosAndLogout({ logout }: { logout: Logout }) {
  return (
    <>
      <SosButton />
      <LogoutButton logout={logout} />
    </>
  );
}
