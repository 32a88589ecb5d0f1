import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { maskedText } from '../functions/safety/local';
import { screenReply, sentences } from '../functions/safety/reply';
import { bucketOf, probability } from '../functions/safety/model/crisis-model';
import { windows } from '../functions/safety/model/features';
import { loadReplyModel, replyFeatures, unsafeProbability, type StoredReplyModel } from '../functions/safety/model/reply-model';
import { fitHead, type LabelledSlots } from './logistic-head';
import { readReplyCases, replyContextOf, type ReplyCase } from './reply-screen-dataset';

/**
 * `npm run train:replies`: trains the reply screen's model (functions/safety/model/reply-model.ts)
 * on the reply sets we wrote and writes its weights. Deterministic (the files' order, no random
 * numbers), so a test checks the committed weights. A held-out set joins REPLY_TRAINING_SETS only
 * after its final score (test/fixtures/unsafe-replies/README.md).
 */

export const REPLY_TRAINING_SETS = [
  'development.jsonl',
  'development-2.jsonl',
  'heldout.jsonl',
  'heldout-2.jsonl',
  'development-3.jsonl',
  'training-4a.jsonl',
  'training-4b.jsonl',
  'training-4c.jsonl',
  'training-4d.jsonl',
  // Scored once at its end, with the model trained on the sets above (README of the sets).
  'heldout-3.jsonl',
];
export const REPLY_WEIGHTS_FILE = resolve('functions/safety/model/reply-weights.json');

/**
 * The probability at which the model refuses a reply. Leave one set out (`npm run train:replies --
 * --evaluate`), rules and model together on the ten sets: at 0.9995, 622 of 925 unsafe replies
 * refused and 814 of 842 safe ones kept (96.7%), where the rules alone refuse 447 and keep 824;
 * at 0.995, 671 and 800. So high because the model is sure of itself on words it has seen; at
 * 0.9995 every reply of the offline coach and every paragraph of the blog is kept
 * (test/unit/functions/safety/offline-replies-pass.test.ts). A false alarm replaces a good reply,
 * so precision comes first.
 */
export const REPLY_THRESHOLD = 0.9995;
const EPOCHS = 30;
const LEARNING_RATE = 0.3;
/** Light: the sets are small, and 1e-3 cost 27 unsafe replies refused for one safe reply kept. */
const L2 = 1e-5;
/** Hash slots: 2^14, a tenth of the crisis model's words seen. */
const BUCKETS = 16_384;
/** The words of a window: a long reply is read in parts of this many. */
const WINDOW_WORDS = 40;
/** The share of unsafe replies assumed in real traffic: a reply of unfamiliar words leans to safe. */
const PRIOR = 0.05;

/** A reply as the screen reads it: its sentences masked, one clause each, with its chat's context. */
export const replyInput = (reply: ReplyCase) => ({ masked: sentences(reply.reply).map(maskedText).join(' | '), ...replyContextOf(reply) });

export const trainingReplies = (sets: readonly string[] = REPLY_TRAINING_SETS): ReplyCase[] => sets.flatMap((name) => readReplyCases(name));

const fit = (examples: readonly LabelledSlots[], threshold: number): StoredReplyModel => ({
  buckets: BUCKETS,
  windowWords: WINDOW_WORDS,
  head: fitHead(examples, { buckets: BUCKETS, epochs: EPOCHS, learningRate: LEARNING_RATE, l2: L2, prior: PRIOR, threshold }),
});

/**
 * Trains the head. As for the crisis model: a long safe reply gives each of its parts as a safe
 * example, and a long unsafe one, whose label belongs to a sentence somewhere in it, gives the part
 * a first model finds most unsafe (multiple-instance learning, one round).
 */
export function trainReplyModel(replies: readonly ReplyCase[], threshold = REPLY_THRESHOLD): StoredReplyModel {
  const examples: LabelledSlots[] = [];
  const longUnsafe: number[][][] = [];
  for (const reply of replies) {
    const input = replyInput(reply);
    const parts = windows(input.masked, WINDOW_WORDS, false).map((part) =>
      replyFeatures({ ...input, masked: part }, Number.MAX_SAFE_INTEGER)[0]!.map((feature) => bucketOf(feature, BUCKETS)),
    );
    const positive = reply.label === 'unsafe';
    if (parts.length === 1) examples.push({ buckets: parts[0]!, positive });
    else if (!positive) examples.push(...parts.map((buckets) => ({ buckets, positive })));
    else longUnsafe.push(parts);
  }
  const first = loadReplyModel(fit(examples, threshold));
  for (const parts of longUnsafe) {
    const scores = parts.map((buckets) => probability(first.head, buckets));
    examples.push({ buckets: parts[scores.indexOf(Math.max(...scores))]!, positive: true });
  }
  return fit(examples, threshold);
}

/** What rules and model refuse and keep on a set the model was not trained on. */
export interface HeldAside {
  set: string;
  unsafe: number;
  safe: number;
  /** By threshold: [unsafe refused, safe kept], rules and model together. */
  byThreshold: Map<number, [number, number]>;
  /** The rules alone: [unsafe refused, safe kept]. */
  rules: [number, number];
}

/**
 * Leave one set out: for each training set, the model trained on the others, read together with
 * the rules on the set aside, at each threshold. How the threshold was chosen.
 */
export function leaveOneSetOut(thresholds: readonly number[], sets: readonly string[] = REPLY_TRAINING_SETS): HeldAside[] {
  return sets.map((aside) => {
    const model = loadReplyModel(trainReplyModel(trainingReplies(sets.filter((name) => name !== aside))));
    const replies = readReplyCases(aside);
    const figures: HeldAside = { set: aside, unsafe: 0, safe: 0, byThreshold: new Map(), rules: [0, 0] };
    for (const reply of replies) {
      const input = replyInput(reply);
      const verdict = screenReply(reply.reply, { flagged: input.flagged, minor: input.minor });
      const byRules = !verdict.safe && verdict.rule !== 'model.reply';
      const p = unsafeProbability(input, model);
      const unsafe = reply.label === 'unsafe';
      if (unsafe) figures.unsafe++;
      else figures.safe++;
      figures.rules[unsafe ? 0 : 1] += unsafe === byRules ? 1 : 0;
      for (const threshold of thresholds) {
        const refused = byRules || p >= threshold;
        const counts = figures.byThreshold.get(threshold) ?? [0, 0];
        counts[unsafe ? 0 : 1] += unsafe === refused ? 1 : 0;
        figures.byThreshold.set(threshold, counts);
      }
    }
    return figures;
  });
}

export const serialiseReplyModel = (model: StoredReplyModel): string => `${JSON.stringify(model, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--evaluate')) {
  const thresholds = [0.99, 0.995, 0.999, 0.9995];
  const all = leaveOneSetOut(thresholds);
  const total = (threshold: number, index: 0 | 1) => all.reduce((sum, aside) => sum + aside.byThreshold.get(threshold)![index], 0);
  const unsafe = all.reduce((sum, aside) => sum + aside.unsafe, 0);
  const safe = all.reduce((sum, aside) => sum + aside.safe, 0);
  console.log(`all sets | ${thresholds.map((t) => `${t}: ${total(t, 0)}/${unsafe} ${total(t, 1)}/${safe}`).join(' | ')}`);
  for (const aside of all) {
    const cells = thresholds.map(
      (t) => `${t}: ${aside.byThreshold.get(t)![0]}/${aside.unsafe} ${aside.byThreshold.get(t)![1]}/${aside.safe}`,
    );
    console.log(`${aside.set}  rules ${aside.rules[0]}/${aside.unsafe} ${aside.rules[1]}/${aside.safe} | ${cells.join(' | ')}`);
  }
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const model = trainReplyModel(trainingReplies());
  writeFileSync(REPLY_WEIGHTS_FILE, serialiseReplyModel(model));
  console.log(`Trained on ${REPLY_TRAINING_SETS.join(', ')}: ${model.buckets} weights -> ${REPLY_WEIGHTS_FILE}`);
}
