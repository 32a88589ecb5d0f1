import { useState } from 'react';
import { useAuth } from './auth-context';

export interface Logout {
  /** True from the click until the landing page takes over: the button stays busy. */
  leaving: boolean;
  onLogout: () => void;
}

/** Logging out from a signed-in page, with the state that keeps its button busy meanwhile. */
export function useLogout(): Logout {
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const onLogout = () => {
    setLeaving(true);
    void logout();
  };
  return { leaving, onLogout };
}
