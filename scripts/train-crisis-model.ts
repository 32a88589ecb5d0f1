import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RISK_TIERS, type RiskTier } from '../shared/safety';
import { maskedText } from '../functions/safety/local';
import {
  bucketOf,
  modelFeatures,
  MODEL_TIERS,
  type ModelTier,
  type StoredHead,
  type StoredModel,
} from '../functions/safety/model/crisis-model';
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
];
export const WEIGHTS_FILE = resolve('functions/safety/model/crisis-weights.json');
const DATASET_DIR = resolve('test/fixtures/crisis-screen');

/**
 * Per head, the probability at which it speaks. Tier c opens a screen that blocks the chat until
 * acknowledged, so its head must be surer; tier a adds resources to an ordinary reply.
 */
export const THRESHOLDS: Record<ModelTier, number> = { a: 0.5, b: 0.7, c: 0.8 };
const EPOCHS = 30;
const LEARNING_RATE = 0.3;
const L2 = 1e-3;
/** Hash slots per head: 2^15, as fewer (2^13, 2^14) cost precision to collisions between the ~15,000 words and pairs seen. */
const BUCKETS = 32_768;

const RANK = (tier: RiskTier): number => RISK_TIERS.indexOf(tier);
const logit = (p: number): number => Math.log(p / (1 - p));
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

/** Logistic regression by stochastic gradient descent with L2, for "at least `tier`", then int8. */
function trainHead(examples: readonly Example[], tier: ModelTier, threshold: number): StoredHead {
  const weights = new Float64Array(BUCKETS);
  let bias = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const example of examples) {
      let z = bias;
      for (const bucket of example.buckets) z += weights[bucket]!;
      const error = 1 / (1 + Math.exp(-z)) - (RANK(example.tier) >= RANK(tier) ? 1 : 0);
      bias -= LEARNING_RATE * error;
      for (const bucket of example.buckets) weights[bucket]! -= LEARNING_RATE * (error + L2 * weights[bucket]!);
    }
  }
  // From the sets' share of positives to real traffic's (PRIOR).
  const positives = examples.filter((example) => RANK(example.tier) >= RANK(tier)).length / examples.length;
  bias += logit(PRIOR) - logit(positives);
  const scale = Math.max(...weights.map(Math.abs)) / 127 || 1;
  const bytes = Int8Array.from(weights, (weight) => Math.round(weight / scale));
  return {
    bias: Math.round(bias * 1e4) / 1e4,
    threshold,
    scale: Number(scale.toPrecision(6)),
    weights: Buffer.from(bytes.buffer).toString('base64'),
  };
}

export function train(messages: readonly Message[], thresholds = THRESHOLDS): StoredModel {
  const examples: Example[] = messages
    .filter((message): message is Message & { tier: RiskTier } => message.tier !== undefined)
    .map((message) => ({
      buckets: modelFeatures({ masked: maskedText(message.text) }).map((feature) => bucketOf(feature, BUCKETS)),
      tier: message.tier,
    }));
  const heads = Object.fromEntries(MODEL_TIERS.map((tier) => [tier, trainHead(examples, tier, thresholds[tier])]));
  return { buckets: BUCKETS, heads: heads as Record<ModelTier, StoredHead> };
}

export const serialise = (model: StoredModel): string => `${JSON.stringify(model, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const model = train(trainingMessages());
  writeFileSync(WEIGHTS_FILE, serialise(model));
  console.log(`Trained on ${TRAINING_SETS.join(', ')}: ${model.buckets} weights per head -> ${WEIGHTS_FILE}`);
}
