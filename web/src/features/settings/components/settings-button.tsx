import { useRef, useState } from 'react';
import { GearIcon } from './settings-icons';
import type { SettingsUser } from './account-panel';
import { SettingsDialog } from './settings-dialog';

/** The settings icon at the bottom of the dashboard's menu (spec section 2), and the popup it opens. */
export function SettingsButton({ user, onGoogleLinked }: { user: SettingsUser; onGoogleLinked: () => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={buttonRef} type="button" className="icon-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <GearIcon />
        <span className="visually-hidden">Settings</span>
      </button>
      {open ? (
        <SettingsDialog user={user} onClose={() => setOpen(false)} onGoogleLinked={onGoogleLinked} returnFocusRef={buttonRef} />
      ) : null}
    </>
  );
}
