import { createContext, useContext } from 'react';
import type { SosTab } from './components/sos-dialog';

export interface SosControls {
  /**
   * Opens "Get help now" on a tab (the crisis lines unless told), over any popup already open:
   * an SOS button inside a popup that came up over the dialog brings the dialog back on top.
   */
  open: (tab?: SosTab) => void;
  close: () => void;
}

export const SosContext = createContext<SosControls | null>(null);

/** The app's one SOS dialog (SosProvider), for every SOS button and "More help" link. */
export function useSos(): SosControls {
  const value = useContext(SosContext);
  if (!value) throw new Error('useSos must be used inside <SosProvider>');
  return value;
}
