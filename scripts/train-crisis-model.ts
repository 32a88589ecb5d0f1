import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RISK_TIERS, type RiskTier } from '#shared/safety';
import { maskedText } from '../functions/safety/local';
import { windows } from '../functions/safety/model/features';
import {
  bucketOf,
  loadModel,
  modelFeatures,
  probability as headProbability,
  MODEL_TIERS,
  type ModelTier,
  type StoredHead,
  type StoredModel,
} from '../functions/safety/model/crisis-model';
import { fitHead } from './logistic-head';
import { readMessages, type Message } from './screen-dataset';

/**
 * `npm run train:screen`: trains the crisis model (functions/safety/model/) on the labelled
 * messages and writes its weights. Deterministic (the files' order, no random numbers), so the
 * same files always give the same weights and a test checks the committed ones. A held-out set
 * joins TRAINING_SETS only after it has been scored once (test/fixtures/crisis-screen/README.md).
 */

export const TRAINING_SETS = [
  'labelled.jsonl',
  'heldout.jsonl',
  'heldout-5.jsonl',
  'training-1.jsonl',
  'training-2.jsonl',
  'training-3.jsonl',
  'heldout-6.jsonl',
  'ordinary.jsonl',
  'training-4.jsonl',
  'training-5.jsonl',
  'ordinary-2.jsonl',
  'training-6.jsonl',
  'training-7.jsonl',
  // The development sets of the harms (docs/safety.md): Spanish and the harms beyond suicide.
  'harms-8.jsonl',
  'harms-9.jsonl',
];
export const WEIGHTS_FILE = resolve('functions/safety/model/crisis-weights.json');
const DATASET_DIR = resolve('test/fixtures/crisis-screen');

/**
 * Per head, the probability at which it speaks. Tier c opens a screen that blocks the chat until
 * acknowledged, so its head must be surer; tier a adds resources to an ordinary reply. Tier a's was
 * 0.5 until long messages were read in parts; at 0.7 the leave-one-set-out runs lose a
 * point and a half of recall and flag 41 rather than 53 of 465 ordinary turns.
 */
export const THRESHOLDS: Record<ModelTier, number> = { a: 0.7, b: 0.7, c: 0.8 };
const EPOCHS = 30;
const LEARNING_RATE = 0.3;
const L2 = 1e-3;
/** Hash slots per head: 2^15, as fewer (2^13, 2^14) cost precision to collisions between the ~15,000 words and pairs seen. */
const BUCKETS = 32_768;

const RANK = (tier: RiskTier): number => RISK_TIERS.indexOf(tier);
/**
 * The share of crisis messages assumed in real chats. The sets hold far more crisis messages than
 * ordinary ones; each head's bias is moved from the sets' share to this, so that a message of
 * unfamiliar words leans to none ("we found out we're having a girl!!" was flagged before).
 */
const PRIOR = 0.05;

export function trainingMessages(sets: readonly string[] = TRAINING_SETS): Message[] {
  return sets.flatMap((name) => readMessages(resolve(DATASET_DIR, name)));
}

interface Example {
  buckets: number[];
  tier: RiskTier;
}

/** The head for "at least `tier`" (logistic-head.ts). */
const trainHead = (examples: readonly Example[], tier: ModelTier, threshold: number): StoredHead =>
  fitHead(
    examples.map((example) => ({ buckets: example.buckets, positive: RANK(example.tier) >= RANK(tier) })),
    { buckets: BUCKETS, epochs: EPOCHS, learningRate: LEARNING_RATE, l2: L2, prior: PRIOR, threshold },
  );

/** The words of a window: short messages are read whole, long ones in parts of this many words. */
export const WINDOW_WORDS = 40;

const slotsOf = (masked: string): number[] => modelFeatures({ masked }).map((feature) => bucketOf(feature, BUCKETS));

/**
 * Trains the three heads. A long message is read in parts at inference (crisis-model.ts), and so
 * it is in training: a long ordinary post gives each of its parts as an ordinary example, while a
 * long post at risk, whose label belongs to a sentence somewhere in it, gives the one part a first
 * model finds most like crisis talk (multiple-instance learning, one round). Trained whole, long
 * posts taught the model that the everyday words around a buried sentence were risk: it flagged
 * 83 of 465 ordinary turns, against 22 without them.
 */
export function train(messages: readonly Message[], thresholds = THRESHOLDS, windowWords = WINDOW_WORDS): StoredModel {
  const examples: Example[] = [];
  const longAtRisk: { parts: number[][]; tier: RiskTier }[] = [];
  for (const message of messages) {
    if (message.tier === undefined) continue;
    const parts = windows(maskedText(message.text), windowWords, false).map(slotsOf);
    if (parts.length === 1) examples.push({ buckets: parts[0]!, tier: message.tier });
    else if (message.tier === 'none') examples.push(...parts.map((buckets) => ({ buckets, tier: 'none' as const })));
    else longAtRisk.push({ parts, tier: message.tier });
  }
  const first = loadModel(headsOf(examples, thresholds, windowWords));
  for (const { parts, tier } of longAtRisk) {
    const scores = parts.map((buckets) => headProbability(first.a, buckets));
    examples.push({ buckets: parts[scores.indexOf(Math.max(...scores))]!, tier });
  }
  return headsOf(examples, thresholds, windowWords);
}

function headsOf(examples: readonly Example[], thresholds: Record<ModelTier, number>, windowWords: number): StoredModel {
  const heads = Object.fromEntries(MODEL_TIERS.map((tier) => [tier, trainHead(examples, tier, thresholds[tier])]));
  return { buckets: BUCKETS, windowWords, heads: heads as Record<ModelTier, StoredHead> };
}

export const serialise = (model: StoredModel): string => `${JSON.stringify(model, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const model = train(trainingMessages());
  writeFileSync(WEIGHTS_FILE, serialise(model));
  console.log(`Trained on ${TRAINING_SETS.join(', ')}: ${model.buckets} weights per head -> ${WEIGHTS_FILE}`);
}
