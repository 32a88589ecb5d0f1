import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The code speaks of the product, not of its history: a comment states the rule or cites the
 * repository's own docs (docs/), and no source, test, doc or README names the issue that asked
 * for it. The labelled message sets (*.jsonl) are young people's words, not ours, and are left out.
 */

const root = join(__dirname, '../../..');
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;
const TEXT = /\.(ts|tsx|js|cjs|mjs|css|html|md|json|ya?ml)$/;

/** Every file git tracks (a fresh clone's tree), as written text. */
const trackedText = (): string[] =>
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT.test(file) && file !== 'package-lock.json');

it('names no issue number in any source, test, doc or README', () => {
  const found = trackedText().flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );

  expect(found).toEqual([]);
});

it('would catch one', () => {
  // The examples are built here, so this file holds none itself.
  const named = (before: string, after: string) => `${before}${'issue'}${after}`;
  const caught = [named('see ', ' 21'), named('', 's 5 and 6'), named('', ' #12'), named('', ' 7 asks').toUpperCase()];
  const passed = [named('the ', 's of a magazine'), named('a GitHub ', ''), named('t', ' 3')];
  expect(caught.filter((line) => !ISSUE_NUMBER.test(line))).toEqual([]);
  expect(passed.filter((line) => ISSUE_NUMBER.test(line))).toEqual([]);
});
