import { Button } from '../../../components/button';
import { SettingsRow } from './settings-row';

/** Settings > Data Controls (spec section 2): Delete All Chats opens its confirmation. */
export function DataControlsPanel({ onDeleteAllChats }: { onDeleteAllChats: () => void }) {
  return (
    <div className="settings-panel">
      <SettingsRow title="Delete All Chats" description="Permanently delete every chat session.">
        {(describedBy) => (
          <Button variant="secondary" onClick={onDeleteAllChats} aria-describedby={describedBy} data-settings-action="delete-chats">
            Delete All Chats
          </Button>
        )}
      </SettingsRow>
    </div>
  );
}
