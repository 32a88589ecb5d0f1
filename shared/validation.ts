/** Validation rules of spec section 5, shared by the web forms and the API schemas. */

/** "text, @, text, dot, text, with no spaces" (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The symbols the spec allows in a password, and requires one of. */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+';

/**
 * At least 8 characters, one uppercase letter, one digit, one symbol from PASSWORD_SYMBOLS,
 * and nothing but letters, digits and those symbols.
 */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*()_+])[A-Za-z\d!@#$%^&*()_+]{8,}$/;

export const PASSWORD_MIN_LENGTH = 8;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email);
export const isValidPassword = (password: string): boolean => PASSWORD_PATTERN.test(password);

/**
 * Splits the name typed at sign-up at its first space (spec section 3):
 * "Ada Lovelace King" gives first "Ada", last "Lovelace King"; a single word has an empty last name.
 */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim();
  const space = name.indexOf(' ');
  if (space === -1) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}

/**
 * Splits a Google display name for the Google signup payload (spec section 3): the last word is
 * the last name and everything before it the first name. "Grace Brewster Hopper" gives first
 * "Grace Brewster", last "Hopper"; a single word is the first name with an empty last name.
 */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string } {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}
