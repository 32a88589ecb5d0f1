/**
 * The features of the crisis model: the words and word pairs of a message after the screen has
 * normalised it and blanked its figures of speech (so "this exam is killing me" gives no "killing
 * me"). Pairs stop at clause boundaries ("|"), like the patterns and their negations do.
 */
export function features(masked: string): string[] {
  const found = new Set<string>();
  for (const clause of masked.split('|')) {
    const words = clause.split(/[^a-z]+/).filter((word) => word !== '');
    for (let i = 0; i < words.length; i++) {
      found.add(words[i]!);
      if (i + 1 < words.length) found.add(`${words[i]} ${words[i + 1]}`);
    }
  }
  return [...found];
}
