/**
 * Text hygiene for what users type (docs/decisions/0027-text-hygiene-hidden-characters.md). What we store is always
 * well-formed Unicode, and an e-mail address, which mail servers and logs read, carries no
 * character that hides itself; nor do chat titles and the safety plan.
 */

/**
 * C0 and C1 control characters (NUL among them), and the Unicode direction controls: the marks,
 * embeddings, overrides (RTL override turns "moc.evil@" into what looks like another address)
 * and isolates.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** True for text with a control or direction character, or a lone surrogate (not well-formed UTF-16). */
export const hasHiddenCharacters = (value: string): boolean => HIDDEN_CHARACTERS.test(value) || !value.isWellFormed();

/** The refusal of a field with a hidden character: the user pasted it, most likely, and never saw it. */
export const hiddenCharactersError = (label: string): string =>
  `${label} can't hold hidden control or direction characters. Please type it again.`;

const EVERY_HIDDEN_CHARACTER = new RegExp(HIDDEN_CHARACTERS.source, 'g');

/**
 * The text without its control and direction characters (line breaks among them), well-formed.
 * The second line of defence wherever one person's text reaches another (an e-mail, the buddies'
 * pages): the schemas refuse such characters in what is typed now, and this catches what was
 * stored before, or came by another way.
 */
export const withoutHiddenCharacters = (value: string): string => value.replace(EVERY_HIDDEN_CHARACTER, '').toWellFormed();

/** The text with each lone surrogate replaced by U+FFFD, so it encodes to valid UTF-8 everywhere. */
export const wellFormed = (value: string): string => value.toWellFormed();

/** Length in code points, as a person counts characters (an emoji is one, not two UTF-16 units). */
export const codePointLength = (value: string): number => Array.from(value).length;

/** The first `count` code points of the text: never half an emoji. */
export const firstCodePoints = (value: string, count: number): string => Array.from(value).slice(0, count).join('');
