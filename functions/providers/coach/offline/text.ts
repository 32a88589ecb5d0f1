/**
 * Small text tools for the offline coach: words, sentences and templates. Turning the user's words
 * toward them is in swap.ts, choosing what to reflect in reflect.ts.
 */

/** Lower-case words, apostrophes kept ("don't"), curly ones straightened. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[\p{L}\p{N}']+/gu) ?? []
  );
}

/** Sentences of a text, trimmed, without empty ones. */
export function sentences(text: string): string[] {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** How many sentences a reply has, counted as the tests and the 2-5 sentence rule count them. */
export const sentenceCount = (text: string): number => text.split(/[.!?](?=\s|$)/).filter((s) => s.trim()).length;

/** Fills {placeholders} of a template; unknown ones are left empty. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Capitalises the first letter of a sentence. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
