/** Keys of what the app keeps in localStorage (spec section 3). Never a token. */
export const storageKeys = {
  selectedSessionId: 'selectedSessionId',
  preferredVoice: 'preferredVoice',
  theme: 'theme',
  /** The local date on which the user hid the dashboard's check-in nudge ("Not now"). */
  checkInNudgeDismissed: 'checkInNudgeDismissed',
  /** Where a signed-out visitor was going (lib/return-to.ts): an address in the app and a time. */
  returnTo: 'returnTo',
} as const;

/** Forgets what belongs to the signed-in session: all of sessionStorage, the selected chat and where a visitor was going. */
export function clearSessionStorage(): void {
  try {
    sessionStorage.clear();
    localStorage.removeItem(storageKeys.selectedSessionId);
    localStorage.removeItem(storageKeys.returnTo);
  } catch {
    // Storage can be disabled (private modes, blocked cookies); there is nothing to clear then.
  }
}

/** Reads a localStorage value; null when absent or when storage is disabled (private modes). */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a localStorage value; skipped when storage is disabled, so the choice lasts this page only. */
export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in.
  }
}

/** Removes a localStorage value; nothing to do when storage is disabled. */
export function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
