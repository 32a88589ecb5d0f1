import type { Preferences } from '#shared/schemas/user';
import { DEFAULT_VOICE, isTheme, isVoice, type Voice } from '#shared/preferences';
import { readLocal, storageKeys, writeLocal } from './storage-keys';
import { saveTheme } from './theme';

/**
 * The voice kept on this device (spec section 3: `preferredVoice` in localStorage, echo by
 * default). The theme lives in theme.ts, which every page's first load needs.
 */
export function readVoice(): Voice {
  const stored = readLocal(storageKeys.preferredVoice);
  return isVoice(stored) ? stored : DEFAULT_VOICE;
}

export function saveVoice(voice: Voice): void {
  writeLocal(storageKeys.preferredVoice, voice);
}

/** The preferences saved on the user's profile win over this device's: they follow the user. */
export function adoptProfilePreferences(preferences: Preferences | undefined): void {
  if (isTheme(preferences?.theme)) saveTheme(preferences.theme);
  if (isVoice(preferences?.preferredVoice)) saveVoice(preferences.preferredVoice);
}
