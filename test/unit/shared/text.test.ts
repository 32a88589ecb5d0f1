import { MAX_TITLE_LENGTH, titleFromMessage } from '#shared/chat';
import { codePointLength, withoutHiddenCharacters } from '#shared/text';

describe('titleFromMessage counts and cuts by code points', () => {
  it('keeps a first message of 40 emoji whole: they fit, though they are 80 UTF-16 units', () => {
    const emoji = '😀'.repeat(40);
    expect(titleFromMessage(emoji)).toBe(emoji);
  });

  it('cuts a longer run of emoji between two of them, never inside one', () => {
    const title = titleFromMessage('😀'.repeat(100));
    expect(title).toBe(`${'😀'.repeat(MAX_TITLE_LENGTH - 1)}…`);
    expect(title.isWellFormed()).toBe(true);
    expect(codePointLength(title)).toBe(MAX_TITLE_LENGTH);
  });

  it('still cuts at a word boundary when there is one past the middle', () => {
    const words = 'feeling 🙂 '.repeat(10);
    const title = titleFromMessage(words);
    expect(title.endsWith('…')).toBe(true);
    expect(title.slice(0, -1)).toBe(title.slice(0, -1).trimEnd());
    expect(words.startsWith(title.slice(0, -1))).toBe(true);
    expect(codePointLength(title)).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  });
});

describe('withoutHiddenCharacters, the second line at every output of user text', () => {
  it.each([
    ['control characters, line breaks among them', 'Ro\u0000b\r\nin\u001B[31m\u0085', 'Robin[31m'],
    ['direction marks, embeddings, overrides and isolates', '\u200FRo\u202Ebin\u2066\u2069\u202A', 'Robin'],
    ['a lone surrogate (it becomes U+FFFD)', 'Ro\uD800bin', 'Ro\uFFFDbin'],
    ['nothing from a plain name', "Zoë D'Arcy-Ó Sé", "Zoë D'Arcy-Ó Sé"],
  ])('removes %s', (_, text, shown) => {
    expect(withoutHiddenCharacters(text)).toBe(shown);
  });
});

describe('titleFromMessage keeps no hidden character', () => {
  it('leaves control and direction characters out of a title made from a message', () => {
    expect(titleFromMessage('my \u202Eweek\u0007 at\r\nschool')).toBe('my week at school');
  });
});
