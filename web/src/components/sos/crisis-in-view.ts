import { createContext, useContext, useEffect } from 'react';

/**
 * Whether a crisis is in view on the page (docs/safety.md, "No price beside a crisis"): a chat
 * flagged at tier (b) or (c), a crisis screen, or the help beside a note that met (b) or (c).
 * While it is, no promo box, upgrade prompt or plan popup shows. The dashboard's frame holds it;
 * the crisis screens report themselves while they are shown.
 */
export interface CrisisInView {
  inView: boolean;
  /** +1 when a crisis screen appears, -1 when it goes. */
  report: (change: 1 | -1) => void;
}

export const CrisisInViewContext = createContext<CrisisInView>({ inView: false, report: () => undefined });

/** Whether upgrade prompts must stay away now. Outside the dashboard's frame: never. */
export const useCrisisInView = (): boolean => useContext(CrisisInViewContext).inView;

/** Marks a crisis as in view for as long as `shown` holds and the caller is mounted. */
export function useShowsCrisis(shown: boolean): void {
  const { report } = useContext(CrisisInViewContext);
  useEffect(() => {
    if (!shown) return undefined;
    report(1);
    return () => report(-1);
  }, [shown, report]);
}
