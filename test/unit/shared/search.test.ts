import { highlightRanges, searchWords, snippetOf, termsOf } from '#shared/search';

/** Session search's words: what is found, what is highlighted, and the snippet around it. */

const marked = (text: string, ranges: Array<[number, number]>) => ranges.map(([start, end]) => text.slice(start, end));

describe('search words', () => {
  test('are compared without case, accents or apostrophes, and skip stop words', () => {
    expect(searchWords('The CAFÉ and I')).toEqual(['cafe']);
    expect([...termsOf("Don't  stop, naïve café!")]).toEqual(['stop', 'naive', 'cafe']);
    expect(searchWords('the and of')).toEqual([]);
  });

  test('a word of 3 letters or more also finds the words it begins; a shorter one only itself', () => {
    const text = 'Anxious about an OK exam, not okay.';
    expect(marked(text, highlightRanges(text, ['anxi']))).toEqual(['Anxious']);
    expect(marked(text, highlightRanges(text, ['ok']))).toEqual(['OK']);
  });

  test('highlights every match, at the offsets of the original text (accents kept)', () => {
    const text = 'Crème brûlée, then more crème.';
    expect(marked(text, highlightRanges(text, ['creme']))).toEqual(['Crème', 'crème']);
  });
});

describe('a snippet', () => {
  test('is the whole text, on one line, when it is short', () => {
    const { snippet, highlights } = snippetOf('I went\nhiking today.', ['hiking']);
    expect(snippet).toBe('I went hiking today.');
    expect(marked(snippet, highlights)).toEqual(['hiking']);
  });

  test('of a long text starts a little before the first match, at a space, with ellipses for what is left out', () => {
    const text = `${'filler words here '.repeat(20)}the lighthouse keeper waved ${'and more words after '.repeat(20)}`;
    const { snippet, highlights } = snippetOf(text, ['lighthouse']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(162);
    // Cut at spaces: every word shown is a whole word of the text.
    const whole = new Set(text.split(/\s+/));
    expect(
      snippet
        .slice(1, -1)
        .split(' ')
        .filter((word) => !whole.has(word)),
    ).toEqual([]);
    expect(marked(snippet, highlights)).toEqual(['lighthouse']);
  });
});
