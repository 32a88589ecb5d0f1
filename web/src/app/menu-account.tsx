import type { UserDetails } from '#shared/schemas/user';
import { MenuUser } from '@/features/dashboard/components/menu-user';
import { GuardiansSettings } from '@/features/guardian/components/guardians-settings';
import type { DeleteChatsResult } from '@/features/settings/components/delete-chats-confirm';
import { SettingsButton } from '@/features/settings/components/settings-button';

export interface MenuAccountProps {
  user: UserDetails;
  /** Google was linked in Settings: the page shows "Account Linked" from then on. */
  onGoogleLinked: () => void;
  /** Settings > Data Controls > Delete All Chats, as the page can best follow it. */
  onDeleteAllChats: () => Promise<DeleteChatsResult>;
}

/**
 * The bottom of the side menu of every dashboard page (spec section 2): the user's name and the
 * one Settings button, so Settings is reachable from each page in the same place, at every width
 * (under 1024 px, in the menu the top bar's toggle opens). A teen's account (the profile carries
 * `guardianConsent`) gets the Guardians section in Settings.
 */
export function MenuAccount({ user, onGoogleLinked, onDeleteAllChats }: MenuAccountProps) {
  return (
    <MenuUser user={user}>
      <SettingsButton
        user={user}
        onGoogleLinked={onGoogleLinked}
        onDeleteAllChats={onDeleteAllChats}
        guardians={user.guardianConsent ? <GuardiansSettings /> : undefined}
      />
    </MenuUser>
  );
}
