import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/auth-provider';

/**
 * App-wide state. It sits inside the router, because signing out navigates. The SOS dialog is
 * app-wide too, but it lives in the root layout (router.tsx), between two crash screens.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
