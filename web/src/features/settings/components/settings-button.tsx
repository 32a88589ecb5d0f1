import { useRef, useState, type ReactNode } from 'react';
import { GearIcon } from './settings-icons';
import type { SettingsUser } from './account-panel';
import type { DeleteChatsResult } from './delete-chats-confirm';
import { SettingsDialog } from './settings-dialog';

export interface SettingsButtonProps {
  user: SettingsUser;
  onGoogleLinked: () => void;
  onDeleteAllChats: () => Promise<DeleteChatsResult>;
  /** A teen's Guardians section (SettingsDialog's `guardians`). */
  guardians?: ReactNode;
}

/** The settings icon at the bottom of the dashboard's menu (spec section 2), and the popup it opens. */
export function SettingsButton({ user, onGoogleLinked, onDeleteAllChats, guardians }: SettingsButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={buttonRef} type="button" className="icon-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <GearIcon />
        <span className="visually-hidden">Settings</span>
      </button>
      {open ? (
        <SettingsDialog
          user={user}
          onClose={() => setOpen(false)}
          onGoogleLinked={onGoogleLinked}
          onDeleteAllChats={onDeleteAllChats}
          returnFocusRef={buttonRef}
          guardians={guardians}
        />
      ) : null}
    </>
  );
}
