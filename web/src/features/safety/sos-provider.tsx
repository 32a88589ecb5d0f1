import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { prefetchSosPanels, SosDialog } from './components/sos-dialog';
import { SosContext, type SosControls, type SosTab } from '@/components/sos/sos-context';

interface OpenDialog {
  tab: SosTab;
  /** Counts the openings: each one mounts the dialog anew, which shows it above any other popup. */
  opening: number;
}

/**
 * Where focus goes when the dialog closes: back to what opened it, or, when that screen has gone
 * (a loading screen that finished), to the SOS button on the screen now. The last one in the page
 * is the one in the uppermost popup, if a popup has one.
 */
function focusAfterClosing(opener: HTMLElement | null): HTMLElement | null {
  if (opener && opener.isConnected && opener !== document.body) return opener;
  return Array.from(document.querySelectorAll<HTMLElement>('.sos-button')).at(-1) ?? null;
}

/**
 * The app's one "Get help now" dialog (SAFETY.md 4). Every SOS button opens it through useSos().
 * It lives above the pages, so it stays open when the screen that opened it goes away: the loading
 * screens are replaced by the page they wait for, often while someone is reading the numbers.
 */
export function SosProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const open = useCallback((tab: SosTab = 'resources') => {
    // Called from the click, while the button that opens it still has focus.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    returnFocusRef.current = null;
    setDialog((current) => ({ tab, opening: (current?.opening ?? 0) + 1 }));
  }, []);

  const close = useCallback(() => {
    // Decided now, before the dialog unmounts and reads it: the opener may have gone meanwhile.
    returnFocusRef.current = focusAfterClosing(opener.current);
    setDialog(null);
  }, []);

  const selectTab = useCallback((tab: SosTab) => setDialog((current) => current && { ...current, tab }), []);

  const value = useMemo<SosControls>(() => ({ open, close, prefetch: prefetchSosPanels }), [open, close]);
  return (
    <SosContext value={value}>
      {children}
      {dialog ? (
        <SosDialog key={dialog.opening} tab={dialog.tab} onSelectTab={selectTab} onClose={close} returnFocusRef={returnFocusRef} />
      ) : null}
    </SosContext>
  );
}
