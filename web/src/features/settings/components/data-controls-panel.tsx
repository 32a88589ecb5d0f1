import { Button } from '../../../components/button';
import { SettingsRow } from './settings-row';

/** Chats arrive with the coaching chat issue; until then there is nothing to delete. */
export const CHATS_NOT_AVAILABLE = 'Your chats will appear once coaching chats arrive, so there is nothing to delete yet.';

/**
 * Settings > Data Controls (spec section 2). The chat issue passes `onDeleteAllChats`, which opens
 * the confirmation (delete-chats-confirm.tsx); without it the control is disabled and says why.
 */
export function DataControlsPanel({ onDeleteAllChats }: { onDeleteAllChats?: () => void }) {
  return (
    <div className="settings-panel">
      <SettingsRow title="Delete All Chats" description={onDeleteAllChats ? 'Permanently delete every chat session.' : CHATS_NOT_AVAILABLE}>
        {(describedBy) => (
          <Button
            variant="secondary"
            onClick={onDeleteAllChats}
            disabled={!onDeleteAllChats}
            aria-describedby={describedBy}
            data-settings-action="delete-chats"
          >
            Delete All Chats
          </Button>
        )}
      </SettingsRow>
    </div>
  );
}
