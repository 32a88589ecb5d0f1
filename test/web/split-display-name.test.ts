import { describe, expect, it } from 'vitest';
import { splitDisplayName } from '#shared/validation';

describe('splitDisplayName (spec 3: first name is the display name minus its last word)', () => {
  it.each([
    ['two words', 'Grace Hopper', { firstName: 'Grace', lastName: 'Hopper' }],
    ['three words, the first two kept together', 'Grace Brewster Hopper', { firstName: 'Grace Brewster', lastName: 'Hopper' }],
    ['one word', 'Cher', { firstName: 'Cher', lastName: '' }],
    ['surrounding and repeated whitespace', '  Ada   Lovelace King ', { firstName: 'Ada Lovelace', lastName: 'King' }],
    ['tabs and newlines between words', 'Ada\tLovelace\nKing', { firstName: 'Ada Lovelace', lastName: 'King' }],
    ['an empty name', '', { firstName: '', lastName: '' }],
    ['only spaces', '   ', { firstName: '', lastName: '' }],
  ])('splits %s', (_case, displayName, expected) => {
    expect(splitDisplayName(displayName)).toEqual(expected);
  });
});
