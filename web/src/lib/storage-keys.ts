/** Keys of what the app keeps in localStorage (spec section 3). Never a token. */
export const storageKeys = {
  selectedSessionId: 'selectedSessionId',
  preferredVoice: 'preferredVoice',
  theme: 'theme',
} as const;

/** Forgets what belongs to the signed-in session: all of sessionStorage and the selected chat. */
export function clearSessionStorage(): void {
  try {
    sessionStorage.clear();
    localStorage.removeItem(storageKeys.selectedSessionId);
  } catch {
    // Storage can be disabled (private modes, blocked cookies); there is nothing to clear then.
  }
}
