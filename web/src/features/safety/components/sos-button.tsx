import { useState } from 'react';
import { prefetchSosPanels, SosDialog } from './sos-dialog';
import '../safety.css';

export interface SosButtonProps {
  onClick: () => void;
  className?: string;
}

/**
 * The SOS button (SAFETY.md 4): short visible text, high contrast, and a name that says what it
 * does ("SOS: get help now") with the visible word first, so voice control finds it by "SOS".
 * Pointing at it or focusing it starts loading the dialog's heavier panels.
 */
export function SosButton({ onClick, className }: SosButtonProps) {
  return (
    <button
      type="button"
      className={['sos-button', className ?? ''].filter(Boolean).join(' ')}
      // aria-label rather than hidden text: Chromium puts a space between the visible and the
      // hidden part of a name ("SOS : get help now").
      aria-label="SOS: get help now"
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={prefetchSosPanels}
      onFocus={prefetchSosPanels}
    >
      SOS
    </button>
  );
}

/** The SOS button with its own dialog, for pages where nothing else opens it (the public pages). */
export function SosLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SosButton onClick={() => setOpen(true)} />
      {open ? <SosDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
