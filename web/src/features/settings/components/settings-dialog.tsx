import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog } from '@/components/dialog';
import { VerticalTabs, type TabItem } from '@/components/tabs';
import { prefetchGoogleAuth } from '@/lib/auth/google/google-auth';
import { AccountPanel, type SettingsUser } from './account-panel';
import { ChangePasswordScreen } from './change-password-screen';
import { DataControlsPanel } from './data-controls-panel';
import { DeleteAccountConfirm } from './delete-account-confirm';
import { DeleteAllChatsScreen } from './delete-all-chats-screen';
import type { DeleteChatsResult } from './delete-chats-confirm';
import { GeneralPanel } from './general-panel';
import { VoicePanel } from './voice-panel';
import '../settings.css';

export type SettingsTab = 'general' | 'account' | 'dataControls' | 'voice' | 'guardians';

const TABS: ReadonlyArray<TabItem<SettingsTab>> = [
  { id: 'general', label: 'General' },
  { id: 'account', label: 'Account' },
  { id: 'dataControls', label: 'Data Controls' },
  { id: 'voice', label: 'Voice' },
];
const GUARDIANS_TAB: TabItem<SettingsTab> = { id: 'guardians', label: 'Guardians' };

/** The sub-screens of the Account and Data Controls panels; the value names the button that opens each. */
type SubScreenId = 'change-password' | 'delete-account' | 'delete-chats';

export interface SettingsDialogProps {
  user: SettingsUser;
  onClose: () => void;
  onGoogleLinked: () => void;
  /** Deletes every chat one by one (Data Controls); the dashboard owns the chats. */
  onDeleteAllChats: () => Promise<DeleteChatsResult>;
  /** The Settings button: focus goes back there when the popup closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  initialTab?: SettingsTab;
  /**
   * A teen's Guardians section, given by the page (a feature of its own, which Settings may not
   * import): with it the side menu gains a Guardians tab.
   */
  guardians?: ReactNode;
}

/**
 * The dashboard's Settings popup (spec section 2): a side menu of General, Account, Data Controls
 * and Voice, and Guardians on a teen's account. Sub-screens replace a panel's content; Back returns focus to the button
 * that opened them, and Escape closes the whole popup from anywhere.
 */
export function SettingsDialog({
  user,
  onClose,
  onGoogleLinked,
  onDeleteAllChats,
  returnFocusRef,
  initialTab = 'general',
  guardians,
}: SettingsDialogProps) {
  const [tab, setTab] = useState<SettingsTab>(initialTab);
  const [subScreen, setSubScreen] = useState<SubScreenId | null>(null);
  // The button to focus once back from a sub-screen: that button is rendered anew by then.
  const returnTo = useRef<SubScreenId | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Linking Google, and deleting a Google account, open Google's pop-up, which must open within
  // the click's user activation.
  useEffect(() => prefetchGoogleAuth(), []);

  useEffect(() => {
    if (subScreen || !returnTo.current) return;
    panelRef.current?.querySelector<HTMLElement>(`[data-settings-action="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [subScreen]);

  const selectTab = (next: SettingsTab) => {
    setTab(next);
    setSubScreen(null);
    returnTo.current = null;
  };
  const back = () => {
    returnTo.current = subScreen;
    setSubScreen(null);
  };

  const panel = () => {
    if (tab === 'general') return <GeneralPanel onClose={onClose} />;
    if (tab === 'dataControls') {
      return subScreen === 'delete-chats' ? (
        <DeleteAllChatsScreen deleteAll={onDeleteAllChats} onBack={back} />
      ) : (
        <DataControlsPanel onDeleteAllChats={() => setSubScreen('delete-chats')} />
      );
    }
    if (tab === 'voice') return <VoicePanel />;
    if (tab === 'guardians' && guardians) return guardians;
    if (subScreen === 'change-password') return <ChangePasswordScreen uid={user.uid} onBack={back} />;
    if (subScreen === 'delete-account') return <DeleteAccountConfirm user={user} onCancel={back} />;
    return (
      <AccountPanel
        user={user}
        onGoogleLinked={onGoogleLinked}
        onChangePassword={() => setSubScreen('change-password')}
        onDeleteAccount={() => setSubScreen('delete-account')}
      />
    );
  };

  return (
    <Dialog title="Settings" onClose={onClose} returnFocusRef={returnFocusRef} className="dialog--settings" describedByBody={false}>
      <VerticalTabs
        label="Settings sections"
        tabs={guardians ? [...TABS, GUARDIANS_TAB] : TABS}
        selected={tab}
        onSelect={selectTab}
        className="settings-tabs"
      >
        <div ref={panelRef}>{panel()}</div>
      </VerticalTabs>
    </Dialog>
  );
}
