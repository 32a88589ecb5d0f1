import { useId, useState } from 'react';
import { SHARE_ITEMS, SHARE_LABELS, type ShareItem, type ShareSettings } from '#shared/buddies';
import type { BoardEntry } from '#shared/schemas/buddies';
import { Alert } from '@/components/alert';
import { errorMessage } from '@/lib/api-client';
import { NEVER_SHARED } from '../copy';
import { BoardEntryDetails } from './board-entry';

export const SHARE_INTRO = 'Choose what your buddies see. Each item stays off until you turn it on, and you can turn it off at any time.';
export const SHARE_NOT_SAVED = "We couldn't save this choice. Please try again.";

export interface ShareSettingsProps {
  share: ShareSettings;
  /** The user's own entry as the board gives it: the preview shows exactly this. */
  me: BoardEntry;
  /** Saves one item; a rejection puts the switch back. */
  onChange: (item: ShareItem, on: boolean) => Promise<unknown>;
}

/**
 * What the user shares, item by item, each a native checkbox with role="switch" saved at once,
 * and a preview of their own entry exactly as a buddy sees it.
 */
export function ShareSettingsCard({ share, me, onChange }: ShareSettingsProps) {
  const titleId = useId();
  const previewId = useId();
  const [saving, setSaving] = useState<ShareItem | null>(null);
  const [error, setError] = useState<unknown>(null);

  const change = async (item: ShareItem, on: boolean) => {
    // Not `disabled` while saving: that would drop keyboard focus to the page.
    if (saving) return;
    setSaving(item);
    setError(null);
    try {
      await onChange(item, on);
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className="side-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-card__title">
        What your buddies see
      </h2>
      <p>{SHARE_INTRO}</p>
      <div className="buddy-switches" role="group" aria-labelledby={titleId}>
        {SHARE_ITEMS.map((item) => (
          <label key={item} className="buddy-switch">
            <input
              type="checkbox"
              role="switch"
              checked={share[item]}
              aria-busy={saving === item || undefined}
              onChange={(event) => void change(item, event.target.checked)}
            />
            <span>{SHARE_LABELS[item]}</span>
          </label>
        ))}
      </div>
      {error ? <Alert>{errorMessage(error, SHARE_NOT_SAVED)}</Alert> : null}
      <section className="buddy-preview" aria-labelledby={previewId}>
        <h3 id={previewId} className="buddy-preview__title">
          Preview
        </h3>
        <p className="side-card__muted">Your buddies see:</p>
        <div className="buddy-entry" aria-live="polite">
          <p className="buddy-entry__name">{me.firstName}</p>
          <BoardEntryDetails entry={me} />
        </div>
      </section>
      <p>{NEVER_SHARED}</p>
    </section>
  );
}
