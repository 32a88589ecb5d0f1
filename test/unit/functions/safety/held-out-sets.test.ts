import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The harm sets and the reply sets (docs/safety.md) were committed with their SHA-256 before any
 * rule was written against them. The held-out half stays untouched until its final score, and the development half
 * is written against, never edited: a changed file would make its first score meaningless.
 */

const fixtures = join(__dirname, '../../../fixtures');
/** Each directory's SHA256SUMS: the message sets and the reply sets. */
const sums = ['crisis-screen', 'unsafe-replies'].flatMap((dir) =>
  readFileSync(join(fixtures, dir, 'SHA256SUMS'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(/\s+/) as [string, string])
    .map(([hash, file]) => [join(dir, file), hash] as const),
);

it.each(sums)('%s is the set first scored (SHA-256 %s)', (file, hash) => {
  expect(
    createHash('sha256')
      .update(readFileSync(join(fixtures, file)))
      .digest('hex'),
  ).toBe(hash);
});
