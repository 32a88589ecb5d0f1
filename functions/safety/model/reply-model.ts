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
 * The account's age group changes what is unsafe (nothing romantic at all with a minor's), so it
 * is a feature of its own. The chat's flag is not: trained with it, the model learned that nearly
 * any reply in a flagged chat was unsafe (the sets' flagged cases are mostly unsafe), and the rules
 * hold what a flag forbids. A long reply is read in windows side by side, the highest kept (a harm
 * buried in a kind paragraph), as it was trained: overlapping windows made short tails it never saw
 * in training, and read "you are on your own path" at the end of a good reply as unsafe.
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

/** What the model reads: the masked, normalised reply, and the account's age group. */
export interface ReplyModelInput {
  masked: string;
  minor?: boolean;
}

export const loadReplyModel = (stored: StoredReplyModel): ReplyModel => ({ ...stored, head: loadHead(stored.head) });

const model = loadReplyModel(trained as StoredReplyModel);

/** The features of each window: its words, pairs and pieces, and the age group's own. */
export function replyFeatures(input: ReplyModelInput, windowWords: number): string[][] {
  const context = input.minor ? ['@minor'] : [];
  return windows(input.masked, windowWords, false).map((part) => [...features(part), ...context]);
}

/** The probability that the reply breaks the policy. */
export function unsafeProbability(input: ReplyModelInput, using: ReplyModel = model): number {
  const parts = replyFeatures(input, using.windowWords).map((found) => found.map((feature) => bucketOf(feature, using.buckets)));
  return highest(using.head, parts);
}

/** Whether the model refuses the reply: its probability at or above the head's threshold. */
export const modelRefuses = (input: ReplyModelInput, using: ReplyModel = model): boolean =>
  unsafeProbability(input, using) >= using.head.threshold;
