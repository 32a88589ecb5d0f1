import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RiskTier } from '#shared/safety';
import { screenLocally } from '../functions/safety/screen';
import { measure, readMessages, type Figures, type Message } from './screen-dataset';
import { loadModel } from '../functions/safety/model/crisis-model';
import { train, trainingMessages, TRAINING_SETS } from './train-crisis-model';

/**
 * The crisis screen's figures (SAFETY.md 7): recall, precision, exact-tier
 * accuracy and under-triage on the labelled set and on the held-out set (written before the
 * rules and never tuned on), then the time per message, a 4,000-character one included.
 * Run alone with `npx tsx scripts/bench-screen.ts`.
 */

/**
 * Sets no rule was written against (test/fixtures/crisis-screen/README.md): for them the model is
 * measured leave-one-set-out, trained on every other set, so each figure is on unseen messages.
 */
const UNSEEN_BY_PATTERNS = ['heldout-6', 'training-1', 'training-2', 'training-3', 'training-4', 'training-5'];
/** Held out: never trained on, no rule written against it; scored with the screen as shipped. */
const HELD_OUT = ['heldout-7'];
/** Ordinary chat no rule was written against: how many of its turns the screen flags. */
const ORDINARY_UNSEEN = 'ordinary-2';
const TIME_PASSES = 20;
const LONG_RUNS = 300;
const LONG_CHARS = 4_000;

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const percentile = (samples: number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
};
const ms = (value: number): string => `${value.toFixed(3)} ms`;

function printFigures(name: string, figures: Figures): void {
  const { underTriage: under } = figures;
  const tiers: RiskTier[] = ['none', 'a', 'b', 'c'];
  console.log(
    `  ${name.padEnd(10)} ${String(figures.messages).padStart(4)} messages (${figures.crisis} crisis)  ` +
      `recall ${percent(figures.recall)}  precision ${percent(figures.precision)}  exact tier ${percent(figures.exact)}  ` +
      `under-triage a ${under.a}, b ${under.b}, c ${under.c}  over-triage ${figures.overTriage}`,
  );
  const rate = ({ screened, of }: { screened: number; of: number }) => `${screened}/${of}`;
  console.log(
    `  ${''.padEnd(10)} tier c at c ${rate(figures.cAtC)}  someone else's risk at b or c ${rate(figures.othersRaised)}  none flagged ${rate(figures.noneFlagged)}`,
  );
  console.log(
    `  ${''.padEnd(10)} label -> screened: ${tiers.map((label) => `${label}[${tiers.map((t) => figures.confusion[label][t]).join(' ')}]`).join('  ')}`,
  );
}

/** A long message made of the sets' own sentences, as dense with risk words as a real one could be. */
function longMessage(messages: readonly Message[]): string {
  let text = '';
  for (let i = 0; text.length < LONG_CHARS; i++) text += `${messages[i % messages.length]!.text} `;
  return text.slice(0, LONG_CHARS);
}

function time(run: () => void, runs: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return samples;
}

export function benchCrisisScreen(): void {
  const sets = TRAINING_SETS.map((file) => ({
    name: file.replace('.jsonl', ''),
    messages: readMessages(resolve('test/fixtures/crisis-screen', file)),
  }));
  console.log('\nCrisis screen (local), on labelled messages (goal: recall >= 98%, precision >= 90%)');
  console.log('  Patterns alone, on sets they were not written against:');
  for (const { name, messages } of sets.filter((set) => UNSEEN_BY_PATTERNS.includes(set.name))) {
    printFigures(
      name,
      measure(messages, (input) => screenLocally(input, null)),
    );
  }
  console.log('  Patterns and model, the model trained without the set it is measured on (the figures to quote):');
  for (const { name, messages } of sets.filter((set) => UNSEEN_BY_PATTERNS.includes(set.name))) {
    const model = loadModel(train(trainingMessages(TRAINING_SETS.filter((file) => file !== `${name}.jsonl`))));
    printFigures(
      name,
      measure(messages, (input) => screenLocally(input, model)),
    );
  }
  console.log('  Held out (never trained on, no rule written against it), as shipped: the figure to quote for new text:');
  for (const name of HELD_OUT) {
    printFigures(
      name,
      measure(readMessages(resolve('test/fixtures/crisis-screen', `${name}.jsonl`)), (input) => screenLocally(input)),
    );
  }
  const ordinary = sets.find((set) => set.name === ORDINARY_UNSEEN)!;
  const withoutOrdinary = loadModel(train(trainingMessages(TRAINING_SETS.filter((file) => file !== `${ORDINARY_UNSEEN}.jsonl`))));
  const flagged = measure(ordinary.messages, (input) => screenLocally(input, withoutOrdinary)).overTriage;
  console.log(
    `  ${ORDINARY_UNSEEN.padEnd(10)} ${String(ordinary.messages.length).padStart(4)} ordinary chat turns: ${flagged} flagged (${percent(flagged / ordinary.messages.length)}), model trained without them`,
  );
  console.log('  As shipped, on every set (each was trained on or written against: a fit, not a forecast):');
  for (const { name, messages } of sets) printFigures(name, measure(messages, screenLocally));
  console.log('  (first scores of each held-out set, before its misses were fixed: test/fixtures/crisis-screen/README.md)');

  const all = sets.flatMap((set) => set.messages);
  const long = longMessage(all);
  time(() => all.forEach((message) => screenLocally(message)), 3);
  const perMessage =
    time(() => {
      for (let pass = 0; pass < TIME_PASSES; pass++) for (const message of all) screenLocally(message);
    }, 1)[0]! /
    (TIME_PASSES * all.length);
  const each = all.flatMap((message) => time(() => screenLocally(message), 5));
  const longSamples = time(() => screenLocally({ text: long }), LONG_RUNS);
  const withHistory = time(() => screenLocally({ text: long, previous: Array<string>(10).fill(long) }), LONG_RUNS / 3);
  console.log('Crisis screen time per message (goal: well under 10 ms)');
  console.log(`  dataset messages     mean ${ms(perMessage)}  median ${ms(percentile(each, 0.5))}  p99 ${ms(percentile(each, 0.99))}`);
  console.log(`  ${LONG_CHARS}-char message   median ${ms(percentile(longSamples, 0.5))}  p99 ${ms(percentile(longSamples, 0.99))}`);
  console.log(`  same + 10 long earlier messages   median ${ms(percentile(withHistory, 0.5))}  p99 ${ms(percentile(withHistory, 0.99))}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchCrisisScreen();
