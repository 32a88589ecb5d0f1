import trained from './crisis-weights.json';
import { features } from './features';

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
  heads: Record<ModelTier, StoredHead>;
}

interface Head {
  bias: number;
  threshold: number;
  scale: number;
  weights: Int8Array;
}

export type CrisisModel = Record<ModelTier, Head> & { buckets: number };

/** Decodes a stored model (base64 to bytes) once, at import. */
export function loadModel(stored: StoredModel): CrisisModel {
  const decode = (head: StoredHead): Head => {
    const bytes = Buffer.from(head.weights, 'base64');
    return { ...head, weights: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
  };
  return { buckets: stored.buckets, a: decode(stored.heads.a), b: decode(stored.heads.b), c: decode(stored.heads.c) };
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

const buckets = (input: ModelInput, using: CrisisModel): number[] =>
  modelFeatures(input).map((feature) => bucketOf(feature, using.buckets));

function probability(head: Head, found: readonly number[]): number {
  let z = head.bias;
  for (const bucket of found) z += head.weights[bucket]! * head.scale;
  return 1 / (1 + Math.exp(-z));
}

/** The probability that a message is at least tier a: crisis talk of any kind. */
export const crisisProbability = (input: ModelInput, using: CrisisModel = model): number => probability(using.a, buckets(input, using));

/** The highest tier whose head is confident, or none. */
export function modelTier(input: ModelInput, using: CrisisModel = model): ModelTier | 'none' {
  const found = buckets(input, using);
  for (const tier of ['c', 'b', 'a'] as const) {
    if (probability(using[tier], found) >= using[tier].threshold) return tier;
  }
  return 'none';
}

/**
 * Below the crisis threshold, a probability this high still shows pain: enough, earlier in a chat,
 * to read a later question about means as an indirect ask (and nothing more).
 */
export const DISTRESS_PROBABILITY = 0.35;
