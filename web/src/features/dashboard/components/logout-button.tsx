import { useState } from 'react';
import { Button } from '@/components/button';
import { SosButton } from '@/components/sos/sos-button';
import { useAuth } from '@/lib/auth/auth-context';

export interface Logout {
  /** True from the click until the landing page takes over: the button stays busy. */
  leaving: boolean;
  onLogout: () => Promise<void>;
}

/** Logging out from a signed-in page, with the state that keeps its button busy meanwhile. */
export function useLogout(): Logout {
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const onLogout = async () => {
    setLeaving(true);
    await logout();
  };
  return { leaving, onLogout };
}

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
