/** What a user chooses in Settings (spec sections 2 and 3), kept locally and on their profile. */

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/** The text-to-speech voices of spec section 7; echo is the default. */
export const VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;
export type Voice = (typeof VOICES)[number];
export const DEFAULT_VOICE: Voice = 'echo';

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
export const isVoice = (value: unknown): value is Voice => VOICES.includes(value as Voice);
