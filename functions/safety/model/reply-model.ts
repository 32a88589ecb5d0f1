import trained from './reply-weights.json';
import { bucketOf, highest, loadHead, type Head, type StoredHead } from './crisis-model';
import { features, windows } from './features';

/**
 * The reply screen's small model (docs/safety.md, "What a reply must never do"): one
 * logistic-regression head over the words, word pairs and letter pieces of a generated reply,
 * trained on the reply sets we wrote (`npm run train:replies`), with the probability that the
 * reply breaks the policy in any category. It backs up the rules, which only know the wordings
 * someone foresaw, and like them it works with no model configured. It can only refuse.
 *
 * The chat's flag and the account's age group change what is unsafe, so each is a feature of its
 * own. A long reply is read in windows, the highest kept (a harm buried in a kind paragraph).
 */

export interface StoredReplyModel {
  buckets: number;
  windowWords: number;
  head: StoredHead;
}

export interface ReplyModel {
  buckets: number;
  windowWords: number;
  head: Head;
}

/** What the model reads: the masked, normalised reply, and the context that changes the rules. */
export interface ReplyModelInput {
  masked: string;
  flagged?: boolean;
  minor?: boolean;
}

export const loadReplyModel = (stored: StoredReplyModel): ReplyModel => ({ ...stored, head: loadHead(stored.head) });

const model = loadReplyModel(trained as StoredReplyModel);

/** The features of each window: its words, pairs and pieces, and the context's own. */
export function replyFeatures(input: ReplyModelInput, windowWords: number): string[][] {
  const context = [...(input.flagged ? ['@flagged'] : []), ...(input.minor ? ['@minor'] : [])];
  return windows(input.masked, windowWords).map((part) => [...features(part), ...context]);
}

/** The probability that the reply breaks the policy. */
export function unsafeProbability(input: ReplyModelInput, using: ReplyModel = model): number {
  const parts = replyFeatures(input, using.windowWords).map((found) => found.map((feature) => bucketOf(feature, using.buckets)));
  return highest(using.head, parts);
}

/** Whether the model refuses the reply: its probability at or above the head's threshold. */
export const modelRefuses = (input: ReplyModelInput, using: ReplyModel = model): boolean =>
  unsafeProbability(input, using) >= using.head.threshold;
