import { isValidEmail, isValidPassword, PASSWORD_SYMBOLS, splitName } from '#shared/validation';

describe('isValidEmail (spec 5: text, @, text, dot, text, no spaces)', () => {
  it.each(['a@b.co', 'ada.lovelace@example.com', 'x+tag@mail.example.org', 'UPPER@EXAMPLE.COM'])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'ada.example.com'],
    ['no dot after @', 'ada@example'],
    ['nothing before @', '@example.com'],
    ['nothing after the dot', 'ada@example.'],
    ['two @', 'ada@@example.com'],
    ['a space inside', 'ada lovelace@example.com'],
    ['a leading space', ' ada@example.com'],
    ['a trailing newline', 'ada@example.com\n'],
    ['empty', ''],
  ])('rejects an address with %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isValidPassword (spec 5)', () => {
  it('accepts exactly 8 characters with an uppercase letter, a digit and a symbol', () => {
    expect(isValidPassword('Abcdef1!')).toBe(true);
  });

  it('rejects 7 characters that otherwise follow the rule', () => {
    expect(isValidPassword('Abcde1!')).toBe(false);
  });

  it.each(PASSWORD_SYMBOLS.split(''))('accepts the symbol %p as the required symbol', (symbol) => {
    expect(isValidPassword(`Abcdefg1${symbol}`)).toBe(true);
  });

  it.each([
    ['no uppercase letter', 'abcdefg1!'],
    ['no digit', 'Abcdefgh!'],
    ['no symbol', 'Abcdefgh1'],
    ['only a symbol outside the list (-)', 'Abcdefg1-'],
    ['a disallowed hyphen next to an allowed symbol', 'Abcdef1!-x'],
    ['a space', 'Abcd ef1!'],
    ['a trailing space', 'Abcdef1! '],
    ['a dot', 'Abcdef1!.'],
    ['a non-ASCII letter', 'Äbcdefg1!'],
    ['a newline', 'Abcdef1!\nx'],
    ['nothing at all', ''],
  ])('rejects a password with %s', (_case, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe('splitName (spec 3: split at the first space)', () => {
  it.each([
    ['a single word', 'Ada', { firstName: 'Ada', lastName: '' }],
    ['two words', 'Ada Lovelace', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['three words, rest kept together', 'Ada Lovelace King', { firstName: 'Ada', lastName: 'Lovelace King' }],
    ['several spaces between', 'Ada   Lovelace', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['surrounding whitespace', '  Ada Lovelace  ', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['a single word with surrounding spaces', '  Ada ', { firstName: 'Ada', lastName: '' }],
    ['only spaces', '   ', { firstName: '', lastName: '' }],
  ])('splits %s', (_case, fullName, expected) => {
    expect(splitName(fullName)).toEqual(expected);
  });
});
