import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatasetError, parseCsv } from '../../../../scripts/screen-dataset';

/** `npm run screen -- FILE` on small files, and the CSV reader under it. */

const ROOT = resolve(__dirname, '../../../..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'screen-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function screen(name: string, content?: string) {
  const file = join(dir, name);
  if (content !== undefined) writeFileSync(file, content);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/screen.ts', file], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run screen', () => {
  it('prints the tier of each CSV row, quoted commas, newlines and quotes included, then the counts', () => {
    const csv = [
      'id,text,source',
      '1,"this exam is killing me, honestly",web',
      '2,"I have the pills ready.\nTonight.",web',
      '3,"she said ""I want to die"" lol, my friend",sms',
      '4,I wish I could just disappear,web',
      '',
    ].join('\r\n');

    const { status, stdout } = screen('messages.csv', csv);

    expect(status).toBe(0);
    expect(stdout).toBe(['1\tnone', '2\tc', '3\ta', '4\ta', '', 'none\t1', 'a\t2', 'b\t0', 'c\t1', 'total\t4', ''].join('\n'));
  }, 30_000);

  it('reads JSONL with earlier messages for indirect asks', () => {
    const lines = [
      { text: 'what are the tallest bridges in the city?', previous: ['I feel hopeless'] },
      { text: 'what are the tallest bridges in the city?' },
      { text: "I'm going to hurt him" },
    ];

    const { status, stdout } = screen('messages.jsonl', `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);

    expect(status).toBe(0);
    expect(stdout.split('\n').slice(0, 3)).toEqual(['1\tc', '2\tnone', '3\tc']);
  }, 30_000);

  it('fails clearly on a missing file or a CSV without a text column', () => {
    const missing = screen('nope.csv');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('No such file');

    const noText = screen('no-text.csv', 'id,message\n1,hello\n');
    expect(noText.status).toBe(2);
    expect(noText.stderr).toContain('no "text" column');
    expect(noText.stdout).toBe('');
  }, 30_000);
});

describe('parseCsv', () => {
  it('follows RFC 4180', () => {
    expect(parseCsv('text,n\r\n"a, b",1\n"line\nbreak",2\n"say ""hi""",3\n\nlast,4')).toEqual([
      ['text', 'n'],
      ['a, b', '1'],
      ['line\nbreak', '2'],
      ['say "hi"', '3'],
      ['last', '4'],
    ]);
  });

  it('rejects an unclosed quote', () => {
    expect(() => parseCsv('text\n"never closed')).toThrow(DatasetError);
  });
});
