import { useId, useState } from 'react';
import { Alert } from '@/components/alert';

export const MEMORY_SWITCH_LABEL = 'Let my coach remember';
export const MEMORY_PAUSED_HINT = "Memory is paused: your coach won't use or add notes until you turn it back on.";
export const MEMORY_SWITCH_NOT_SAVED = "We couldn't save this choice. Please try again.";

export interface MemorySwitchProps {
  paused: boolean;
  /** Saves the choice on the profile; a rejection puts the switch back. */
  onChange: (paused: boolean) => Promise<unknown>;
}

/**
 * Premium's one switch for the whole memory: a native checkbox with role="switch", so keyboard and
 * screen readers get it for free. The choice lives on the account, so a failed save puts it back.
 */
export function MemorySwitch({ paused, onChange }: MemorySwitchProps) {
  const hintId = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (on: boolean) => {
    // Not `disabled` while saving: that would drop keyboard focus to the page.
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await onChange(!on);
    } catch (failure) {
      console.warn('Could not save the memory choice', failure);
      setError(MEMORY_SWITCH_NOT_SAVED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="memory-switch-row">
      <label className="memory-switch">
        <input
          type="checkbox"
          role="switch"
          checked={!paused}
          aria-busy={saving || undefined}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{MEMORY_SWITCH_LABEL}</span>
      </label>
      <div id={hintId} role="status">
        {paused ? <p className="side-card__muted">{MEMORY_PAUSED_HINT}</p> : null}
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
