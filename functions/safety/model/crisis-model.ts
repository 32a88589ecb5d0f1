import trained from './crisis-weights.json';
import { features, windows } from './features';

/**
 * A small logistic-regression model over words and word pairs, trained on the labelled crisis
 * messages (`npm run train:screen`). It backs up the patterns, which only know the wordings someone
 * foresaw. It has one head per tier: the probability that a message is at least tier a, at least
 * b, at least c (an ordinal model, as the tiers are ordered). The screen takes the higher of the
 * patterns' tier and the model's, so the model can only raise a tier, never lower one.
 *
 * Features are hashed into BUCKETS slots and weights kept as signed bytes with one scale per head,
 * so the whole model is a few tens of kilobytes in every function bundle that screens messages.
 */

export type ModelTier = 'a' | 'b' | 'c';
export const MODEL_TIERS: readonly ModelTier[] = ['a', 'b', 'c'];

/** A head as stored: int8 weights in base64, weight = byte × scale. */
export interface StoredHead {
  bias: number;
  /** Probability at or above which a message counts as this tier or higher. */
  threshold: number;
  scale: number;
  weights: string;
}

export interface StoredModel {
  buckets: number;
  /** A message longer than this many words is read in windows of it, each scored, the highest kept. */
  windowWords?: number;
  heads: Record<ModelTier, StoredHead>;
}

export interface Head {
  bias: number;
  threshold: number;
  scale: number;
  weights: Int8Array;
}

export type CrisisModel = Record<ModelTier, Head> & { buckets: number; windowWords: number | undefined };

/** Decodes a stored head (base64 to bytes). */
export function loadHead(head: StoredHead): Head {
  const bytes = Buffer.from(head.weights, 'base64');
  return { ...head, weights: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
}

/** Decodes a stored model (base64 to bytes) once, at import. */
export function loadModel(stored: StoredModel): CrisisModel {
  const decode = loadHead;
  return {
    buckets: stored.buckets,
    windowWords: stored.windowWords,
    a: decode(stored.heads.a),
    b: decode(stored.heads.b),
    c: decode(stored.heads.c),
  };
}

/** The model trained on the committed sets (crisis-weights.json). */
export const trainedModel = loadModel(trained as StoredModel);
const model = trainedModel;

/** FNV-1a: a fast, well-spread 32-bit hash of a feature's text. */
export function bucketOf(feature: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}

/**
 * What the model reads: the masked, normalised message. `distressBefore` is not a feature: trained
 * with it, the model learned that nearly anything after distress is an indirect ask ("what should
 * I cook tonight" became tier c); the patterns' context rules judge indirect asks instead.
 */
export interface ModelInput {
  masked: string;
}

export const modelFeatures = ({ masked }: ModelInput): string[] => features(masked);

/** The features of each part the model reads (one part for a short message), as hash slots. */
const parts = ({ masked }: ModelInput, using: CrisisModel): number[][] =>
  (using.windowWords ? windows(masked, using.windowWords) : [masked]).map((part) =>
    features(part).map((feature) => bucketOf(feature, using.buckets)),
  );

/**
 * How much surer the best part of a long message must be: each part is one more chance for
 * everyday words to look like crisis talk, so its log-odds are lowered by PART_PENALTY × ln(parts) (leave-one-set-out runs: with it, 43 rather than 63 of 104 long ordinary posts of
 * training-6 were flagged, for 4 points of its recall).
 */
const PART_PENALTY = 1;

/** A head's probability for the message: its highest over the parts, discounted for their number. */
export function highest(head: Head, found: readonly number[][]): number {
  const best = Math.max(...found.map((part) => probability(head, part)));
  if (found.length === 1) return best;
  const z = Math.log(best / (1 - best)) - PART_PENALTY * Math.log(found.length);
  return 1 / (1 + Math.exp(-z));
}

/** A head's probability for one part, from its features' hash slots. */
export function probability(head: Head, found: readonly number[]): number {
  let z = head.bias;
  for (const bucket of found) z += head.weights[bucket]! * head.scale;
  return 1 / (1 + Math.exp(-z));
}

/** The probability that a message is at least tier a: crisis talk of any kind. */
export const crisisProbability = (input: ModelInput, using: CrisisModel = model): number => highest(using.a, parts(input, using));

/**
 * Below the crisis threshold, a probability this high still shows pain: enough, earlier in a chat,
 * to read a later question about means as an indirect ask (and nothing more).
 */
export const DISTRESS_PROBABILITY = 0.35;
/**
 * How sure the model must be of a crisis, beside its tier (c) head, for its reading alone to give
 * a stronger referral (functions/safety/local.ts): at 0.9, a third development set's tier (c)
 * messages read at (b) or higher rose from 69 to 96 of 177, its ordinary ones at (b) from 9 to 10 of 163.
 */
export const SURE_PROBABILITY = 0.9;

/**
 * The highest tier whose head is confident, or none. The heads are trained apart, so "at least c"
 * can speak where "at least a" reads no pain at all ("I keep thinking about my maths exam all the
 * time": c 0.8, a 0.14); a head counts only where the a head reads at least distress
 * (DISTRESS_PROBABILITY). Leave-one-set-out: this floor took recall from 83.4% to 81.3% and the
 * ordinary messages flagged from 239 to 216 of 1,484; requiring every lower head to be confident
 * took recall to 79.6%.
 */
export function modelTier(input: ModelInput, using: CrisisModel = model): ModelTier | 'none' {
  const found = parts(input, using);
  const a = highest(using.a, found);
  if (a < DISTRESS_PROBABILITY) return 'none';
  for (const tier of ['c', 'b'] as const) {
    if (highest(using[tier], found) >= using[tier].threshold) return tier;
  }
  return a >= using.a.threshold ? 'a' : 'none';
}
