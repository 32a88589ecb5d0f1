import { useEffect } from 'react';
import { useSos } from './sos-context';
import './sos.css';

export interface SosButtonProps {
  className?: string;
}

/** Where the SOS button goes before the app's script runs: the help numbers, first on /safety. */
export const SOS_FALLBACK_URL = '/safety#help-now';

/** The id of the static SOS link web/index.html offers until the app's own SOS button appears. */
export const STATIC_SOS_ID = 'static-sos';

/**
 * The SOS button (SAFETY.md 4): short visible text, high contrast, and a name that says what it
 * does ("SOS: get help now") with the visible word first, so voice control finds it by "SOS".
 * It opens the app's one SOS dialog (SosProvider), which outlives the screen the button is on.
 * Pointing at it or focusing it starts loading the dialog's heavier panels.
 */
export function SosButton({ className }: SosButtonProps) {
  const sos = useSos();
  // The app's SOS is here: the page's static link (shown while the script loaded) gives way to it.
  useEffect(() => document.getElementById(STATIC_SOS_ID)?.remove(), []);
  return (
    // Before the script runs (a pre-rendered page, a slow phone), the button still works: it
    // submits this form, which opens the crisis protocol page at its help numbers. Once the app
    // runs, the click opens the dialog instead.
    <form className="sos-form" action={SOS_FALLBACK_URL} method="get">
      <button
        type="submit"
        className={['sos-button', className ?? ''].filter(Boolean).join(' ')}
        // aria-label rather than hidden text: Chromium puts a space between the visible and the
        // hidden part of a name ("SOS : get help now").
        aria-label="SOS: get help now"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          sos.open();
        }}
        onPointerEnter={sos.prefetch}
        onFocus={sos.prefetch}
      >
        SOS
      </button>
    </form>
  );
}
