import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';

/** App-wide state. It sits inside the router, because signing out navigates. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
