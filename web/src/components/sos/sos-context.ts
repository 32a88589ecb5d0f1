import { createContext, useContext } from 'react';

/** The tabs of "Get help now": the crisis lines, grounding exercises, the user's safety plan. */
export type SosTab = 'resources' | 'grounding' | 'plan';

/**
 * What every SOS button can do with the app's one SOS dialog. The dialog itself is the safety
 * feature's (features/safety/sos-provider.tsx), which the app puts above every page; the buttons
 * live in components/ so that any screen can carry one without reaching into a feature.
 */
export interface SosControls {
  /**
   * Opens "Get help now" on a tab (the crisis lines unless told), over any popup already open:
   * an SOS button inside a popup that came up over the dialog brings the dialog back on top.
   */
  open: (tab?: SosTab) => void;
  close: () => void;
  /** Starts loading the dialog's heavier panels, when a button is pointed at or focused. */
  prefetch: () => void;
}

export const SosContext = createContext<SosControls | null>(null);

/** The app's one SOS dialog (SosProvider), for every SOS button and "More help" link. */
export function useSos(): SosControls {
  const value = useContext(SosContext);
  if (!value) throw new Error('useSos must be used inside <SosProvider>');
  return value;
}
