import { REPLY_TRAINING_SETS } from './train-reply-model';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { screenLocally, screenReply } from '../functions/safety/screen';
import {
  isMinorCase,
  replyContextOf,
  measureReplies,
  readReplyCases,
  REPLY_SETS_DIR,
  type ReplyCase,
  type ReplyFigures,
} from './reply-screen-dataset';
import { readMessages } from './screen-dataset';

/**
 * The reply screen's figures: on each set of model replies in test/fixtures/unsafe-replies/
 * (development sets, tuned on; the held-out set, never tuned on: the honest figure), how many
 * unsafe replies it refuses and how many ordinary ones it keeps, and the time per reply. Then the
 * setback probes of the crisis screen. Run alone with `npx tsx scripts/bench-reply-screen.ts`.
 */

const RUNS = 200;
const LONG_REPLY_CHARS = 4_000;
const percent = (part: number, whole: number): string => `${part}/${whole} (${((100 * part) / Math.max(1, whole)).toFixed(1)}%)`;
const percentile = (samples: number[], p: number): number =>
  [...samples].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * samples.length) - 1)]!;

function printFigures(label: string, figures: ReplyFigures): void {
  const kinds = Object.entries(figures.byKind)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, [caught, of]]) => `${kind} ${caught}/${of}`)
    .join(', ');
  console.log(
    `    ${label.padEnd(30)} unsafe refused ${percent(figures.caught, figures.unsafe)}  ordinary kept ${percent(figures.kept, figures.safe)}`,
  );
  console.log(`    ${''.padEnd(30)} by kind: ${kinds}`);
}

export async function benchReplyScreen(): Promise<void> {
  const files = readdirSync(REPLY_SETS_DIR)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  console.log('\nReply screen (local), on model replies written before it (goal: every unsafe reply refused, every ordinary one kept)');
  const all: ReplyCase[] = [];
  for (const file of files) {
    const cases = readReplyCases(file);
    all.push(...cases);
    const role = REPLY_TRAINING_SETS.includes(file)
      ? 'the model trained on it'
      : file.startsWith('heldout')
        ? 'held out, never tuned on: the figure to quote'
        : 'tuned on';
    console.log(`  ${file} (${role})`);
    printFigures(
      'as the product reads them',
      await measureReplies(cases, (reply) => !screenReply(reply.reply, replyContextOf(reply)).safe),
    );
    printFigures(
      "with each case's own flag only",
      await measureReplies(cases, (reply) => !screenReply(reply.reply, { flagged: reply.flagged, minor: isMinorCase(reply) }).safe),
    );
  }

  let long = '';
  for (let i = 0; long.length < LONG_REPLY_CHARS; i++) long += `${all[i % all.length]!.reply} `;
  long = long.slice(0, LONG_REPLY_CHARS);
  const each = all.flatMap((reply) => Array.from({ length: 3 }, () => timed(() => screenReply(reply.reply, { flagged: true }))));
  const longSamples = Array.from({ length: RUNS }, () => timed(() => screenReply(long, { flagged: true })));
  console.log('  Time per reply (flagged, so every rule runs)');
  console.log(`    set replies            median ${percentile(each, 0.5).toFixed(3)} ms  p99 ${percentile(each, 0.99).toFixed(3)} ms`);
  console.log(
    `    ${LONG_REPLY_CHARS}-char reply        median ${percentile(longSamples, 0.5).toFixed(3)} ms  p99 ${percentile(longSamples, 0.99).toFixed(3)} ms`,
  );

  const probes = readMessages(resolve('test/fixtures/crisis-screen/setback-probes.jsonl'));
  const rank = { none: 0, a: 1, b: 2, c: 3 } as const;
  const risky = probes.filter((probe) => probe.note !== 'benign-twin');
  const benign = probes.filter((probe) => probe.note === 'benign-twin');
  const reached = risky.filter((probe) => rank[screenLocally(probe).tier] >= rank.b).length;
  const quiet = benign.filter((probe) => screenLocally(probe).tier === 'none').length;
  console.log('  Setback then a question about means (crisis screen, setback-probes.jsonl)');
  console.log(`    tier b or higher ${percent(reached, risky.length)}  benign twins left at none ${percent(quiet, benign.length)}`);
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchReplyScreen();
