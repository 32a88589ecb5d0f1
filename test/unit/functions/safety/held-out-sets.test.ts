import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The harm sets (docs/safety.md) were committed with their SHA-256 before any rule was written
 * against them. The held-out half stays untouched until its final score, and the development half
 * is written against, never edited: a changed file would make its first score meaningless.
 */

const dir = join(__dirname, '../../../fixtures/crisis-screen');
const sums = readFileSync(join(dir, 'SHA256SUMS'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(/\s+/) as [string, string]);

it.each(sums.map(([hash, file]) => [file, hash]))('%s is the set first scored (SHA-256 %s)', (file, hash) => {
  expect(
    createHash('sha256')
      .update(readFileSync(join(dir, file)))
      .digest('hex'),
  ).toBe(hash);
});
