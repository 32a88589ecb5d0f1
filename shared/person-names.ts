import { codePointLength, firstCodePoints } from './text';

/**
 * People's names, first and last: letters of any script, combining marks, spaces, apostrophes
 * (' and ’) and hyphens, at most MAX_NAME_LENGTH characters each. Another person reads a name (a
 * buddy invitation, the board, a cheer), so it carries no digits, punctuation, link or hidden
 * character: nothing that could make it a message. Names typed into our forms are refused with a
 * message of their own; names we did not ask for (Google's display name, names stored before the
 * rule) are cleaned with cleanName instead.
 */

/** At most this many characters (code points, as a person counts them) in each of the two names. */
export const MAX_NAME_LENGTH = 40;

const NAME = /^[\p{L}\p{M}' ’-]*$/u;
const NOT_NAME = /[^\p{L}\p{M}' ’-]/gu;

/** A name as stored: composed (NFC), trimmed, each run of spaces one space. */
export const tidyName = (value: string): string => value.normalize('NFC').replace(/ {2,}/g, ' ').trim();

/** Whether a tidy name uses only what a name may. */
export const hasOnlyNameCharacters = (value: string): boolean => NAME.test(value);

/** Whether a tidy name fits MAX_NAME_LENGTH. */
export const fitsNameLength = (value: string): boolean => codePointLength(value) <= MAX_NAME_LENGTH;

/** The two messages of the rule, for the field named `label` ("First name", "Last name"). */
export const nameMessages = (label: string) => ({
  characters: `${label} can only use letters, spaces, ' and -.`,
  length: `${label} can be at most ${MAX_NAME_LENGTH} characters.`,
});

/** What is wrong with a name as typed, in the words the API answers; undefined for a good name. */
export function nameError(label: string, value: string): string | undefined {
  const name = tidyName(value);
  if (!hasOnlyNameCharacters(name)) return nameMessages(label).characters;
  if (!fitsNameLength(name)) return nameMessages(label).length;
  return undefined;
}

/**
 * The name with everything a name may not hold dropped (line breaks and other white space become
 * spaces first, so words stay apart), spaces collapsed and cut to MAX_NAME_LENGTH. What it makes
 * passes the rule, and cleaning it again changes nothing.
 */
export function cleanName(value: string): string {
  const letters = tidyName(value.normalize('NFC').replace(/\s/g, ' ').replace(NOT_NAME, ''));
  return firstCodePoints(letters, MAX_NAME_LENGTH).trim();
}
