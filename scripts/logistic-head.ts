import type { StoredHead } from '../functions/safety/model/crisis-model';

/**
 * One logistic-regression head over hashed features, as the screens' small models use them
 * (functions/safety/model/): stochastic gradient descent with L2 in the examples' order (no random
 * numbers, so the same files give the same weights), the bias moved from the examples' share of
 * positives to `prior` (real traffic's), and the weights stored as signed bytes with one scale.
 */

export interface LabelledSlots {
  /** The example's feature hash slots. */
  buckets: readonly number[];
  positive: boolean;
}

export interface FitOptions {
  buckets: number;
  epochs: number;
  learningRate: number;
  l2: number;
  /** The share of positives assumed in real traffic. */
  prior: number;
  threshold: number;
}

const logit = (p: number): number => Math.log(p / (1 - p));

export function fitHead(examples: readonly LabelledSlots[], options: FitOptions): StoredHead {
  const weights = new Float64Array(options.buckets);
  let bias = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const example of examples) {
      let z = bias;
      for (const bucket of example.buckets) z += weights[bucket]!;
      const error = 1 / (1 + Math.exp(-z)) - (example.positive ? 1 : 0);
      bias -= options.learningRate * error;
      for (const bucket of example.buckets) weights[bucket]! -= options.learningRate * (error + options.l2 * weights[bucket]!);
    }
  }
  const positives = examples.filter((example) => example.positive).length / examples.length;
  bias += logit(options.prior) - logit(positives);
  const scale = Math.max(...weights.map(Math.abs)) / 127 || 1;
  const bytes = Int8Array.from(weights, (weight) => Math.round(weight / scale));
  return {
    bias: Math.round(bias * 1e4) / 1e4,
    threshold: options.threshold,
    scale: Number(scale.toPrecision(6)),
    weights: Buffer.from(bytes.buffer).toString('base64'),
  };
}
