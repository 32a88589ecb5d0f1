import { DEFAULT_THEME, isTheme, type Theme } from '#shared/preferences';
import { readLocal, storageKeys, writeLocal } from './storage-keys';

/** The theme kept on this device (spec section 3: `theme` in localStorage, light by default). */
export function readTheme(): Theme {
  const stored = readLocal(storageKeys.theme);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

/**
 * Applies a theme to the whole app at once: the colours are CSS custom properties switched by
 * `data-theme` on <html>. main.tsx calls it before the first render, so a reload never flashes.
 */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

/** Applies and keeps a theme the user chose. */
export function saveTheme(theme: Theme): void {
  writeLocal(storageKeys.theme, theme);
  applyTheme(theme);
}
