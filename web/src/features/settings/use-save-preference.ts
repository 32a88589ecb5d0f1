import { useCallback, useRef, useState } from 'react';
import { updatePreferences, type PreferenceChange } from './api/update-preferences';

export const PREFERENCE_NOT_SAVED = "We couldn't save this choice to your account. It still applies on this device.";

/**
 * Sends a Settings choice to the profile. The choice already applies locally, so a failure only
 * says it was not kept on the account. Only the latest choice's answer counts.
 */
export function useSavePreference() {
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const save = useCallback(async (change: PreferenceChange) => {
    const call = ++latest.current;
    setError(null);
    try {
      await updatePreferences(change);
    } catch (failure) {
      console.warn('Could not save the preference', failure);
      if (call === latest.current) setError(PREFERENCE_NOT_SAVED);
    }
  }, []);

  return { save, error };
}
