import { fieldErrors } from '../../../functions/http/request-input';
import { routes } from '#shared/routes';
import { cleanName, nameError } from '#shared/person-names';
import { googleSignupBody as google, signupBody as signup } from '../../fixtures/auth-bodies';

/**
 * People's names carry nothing but a name: letters of any script, combining marks, spaces, ' (and
 * ’) and -, at most 40 characters each. Typed names are refused with a message of their own;
 * names we did not ask for (Google's display name, names stored before the rule) are cleaned.
 */

/** The field → message map a caller receives for a rejected sign-up. */
function signupRejection(names: { firstName?: unknown; lastName?: unknown }): Record<string, string> {
  const result = routes.register.body.safeParse(signup(names));
  if (result.success) throw new Error(`expected ${JSON.stringify(names)} to be refused`);
  return fieldErrors(result.error);
}

const CHARACTERS = "First name can only use letters, spaces, ' and -.";

describe('a name typed at sign-up', () => {
  it.each([
    ['a line break', 'Ada\r\nSubject: hello'],
    ['NUL', 'Ada\u0000'],
    ['ESC', 'Ada\u001B[31m'],
    ['a right-to-left override', 'Ada\u202Egnp.exe'],
    ['a link', 'Restore it at https://evil.example'],
    ['digits', 'Ada2'],
    ['an @', 'ada@example'],
    ['an emoji', 'Ada 💜'],
    ['a lone surrogate', 'Ada\uD800'],
  ])('is refused with its own message when it holds %s', (_, firstName) => {
    expect(signupRejection({ firstName })).toEqual({ firstName: CHARACTERS });
  });

  it('names the last name in its message', () => {
    expect(signupRejection({ lastName: 'Lovelace!' })).toEqual({ lastName: "Last name can only use letters, spaces, ' and -." });
  });

  it('is refused past 40 characters, counted as a person counts them', () => {
    expect(signupRejection({ firstName: 'A'.repeat(41) })).toEqual({ firstName: 'First name can be at most 40 characters.' });
    expect(routes.register.body.parse(signup({ firstName: 'É'.repeat(40) })).firstName).toBe('É'.repeat(40));
  });

  it.each([
    ['accents', 'Zoë', 'Ångström'],
    ['an apostrophe and a hyphen', "D'Arcy", 'Smith-Jones'],
    ['a typographic apostrophe', 'O’Neil', 'Nic Lochlainn'],
    ['Cyrillic', 'Анна', 'Иванова'],
    ['Arabic', 'فاطمة', 'الزهراء'],
    ['Devanagari, with its combining marks', 'प्रिया', 'शर्मा'],
    ['Chinese', '李', '小龙'],
  ])('accepts names with %s', (_, firstName, lastName) => {
    expect(routes.register.body.parse(signup({ firstName, lastName }))).toMatchObject({ firstName, lastName });
  });

  it('is trimmed, with runs of spaces made one', () => {
    expect(routes.register.body.parse(signup({ firstName: '  Mary   Ann ' })).firstName).toBe('Mary Ann');
  });
});

describe('nameError, the same rule for the web forms', () => {
  it('answers the message for the field named, and nothing for a good name', () => {
    expect(nameError('First name', 'Ada\nLovelace')).toBe(CHARACTERS);
    expect(nameError('Last name', 'L'.repeat(41))).toBe('Last name can be at most 40 characters.');
    expect(nameError('First name', '  Ada  ')).toBeUndefined();
  });
});

describe('a Google display name', () => {
  it('is cleaned, not refused: what is not a name is dropped, spaces collapsed, each part cut to 40', () => {
    const parsed = routes.googleSignup.body.parse(
      google({ firstName: 'Ada\u202E 💜 (Countess)\r\n of  Lovelace 2nd', lastName: `Byron${'n'.repeat(60)}` }),
    );
    expect(parsed.firstName).toBe('Ada Countess of Lovelace nd');
    expect(parsed.lastName).toBe(`Byron${'n'.repeat(35)}`);
  });
});

describe('cleanName', () => {
  it.each([
    ['a fake notice', 'Account suspended! Restore it at https://evil.example/x', 'Account suspended Restore it at httpsevi'],
    ['control and direction characters', '\u0000Ro\u202Ebin\u001B', 'Robin'],
    ['line breaks and tabs, as spaces', 'Mary\r\n\tAnn', 'Mary Ann'],
    ['nothing that is a name', '12345', ''],
    ['a good name, untouched', "Zoë D'Arcy-Ó Sé", "Zoë D'Arcy-Ó Sé"],
  ])('cleans %s', (_, raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it('is the identity on what it made, so cleaning twice changes nothing', () => {
    const once = cleanName(' ab\u0301c  d'.repeat(20));
    expect(cleanName(once)).toBe(once);
    expect(nameError('First name', once)).toBeUndefined();
  });
});
