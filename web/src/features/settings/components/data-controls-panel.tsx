import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { exportMyData, type ExportOutcome } from '../export-my-data';
import { SettingsRow } from './settings-row';

export const EXPORT_PREPARING = 'Preparing your data…';

/**
 * Settings > Data Controls (spec section 2): Delete All Chats opens its confirmation; Export My
 * Data downloads everything the account holds (SAFETY.md 12).
 */
export function DataControlsPanel({ onDeleteAllChats }: { onDeleteAllChats: () => void }) {
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const status = exporting ? EXPORT_PREPARING : outcome?.tone === 'success' ? outcome.text : '';

  const onExport = async () => {
    if (exporting) return;
    setExporting(true);
    setOutcome(null);
    const result = await exportMyData();
    setExporting(false);
    setOutcome(result);
  };

  return (
    <div className="settings-panel">
      <SettingsRow title="Delete All Chats" description="Permanently delete every chat session.">
        {(describedBy) => (
          <Button variant="secondary" onClick={onDeleteAllChats} aria-describedby={describedBy} data-settings-action="delete-chats">
            Delete All Chats
          </Button>
        )}
      </SettingsRow>
      <SettingsRow title="Export My Data" description="Download everything your account holds as a JSON file.">
        {(describedBy) => (
          <Button variant="secondary" onClick={() => void onExport()} busy={exporting} aria-describedby={describedBy}>
            Export My Data
          </Button>
        )}
      </SettingsRow>
      {/* Mounted all along, so the progress and the download are announced when they appear. */}
      <p role="status" className={status ? `alert alert--${exporting ? 'info' : 'success'}` : 'visually-hidden'}>
        {status}
      </p>
      {outcome?.tone === 'error' ? <Alert>{outcome.text}</Alert> : null}
    </div>
  );
}
