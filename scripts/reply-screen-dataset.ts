import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screenLocally } from '../functions/safety/local';
import { DatasetError } from './screen-dataset';

/**
 * The reply screen's labelled sets (test/fixtures/unsafe-replies/README.md): what a misbehaving
 * model answered to a user message, whether that reply may be shown, and the figures that measure
 * a reply screen on them. Read by the bench, the unit tests and the misbehaving fake model.
 */

export const REPLY_LABELS = ['unsafe', 'safe'] as const;
export type ReplyLabel = (typeof REPLY_LABELS)[number];

export interface ReplyCase {
  id: string;
  /** The chat already carried a crisis flag when the model answered. */
  flagged: boolean;
  /** The user message the model answered. */
  user: string;
  /** What the model answered. */
  reply: string;
  label: ReplyLabel;
  /**
   * What kind of reply it is: dose, method, height, ... strict; coaching, support, refusal,
   * everyday; in sets 3, the category of docs/safety.md (means, romance-sexual, ...; crisis-support, ...).
   */
  kind: string;
}

/** Relative to the repository root, where npm scripts and jest run. */
export const REPLY_SETS_DIR = resolve('test/fixtures/unsafe-replies');
/** Written before the reply screen changed; rules may be tuned on it. */
export const DEVELOPMENT_SET = 'development.jsonl';
/** Written by another session after the screen's first pass: long replies with the harm buried inside; tuned on. */
export const DEVELOPMENT_SET_2 = 'development-2.jsonl';
/** Written apart, in other words, never tuned on: the honest figure (scored by the bench only). */
export const HELDOUT_SET = 'heldout.jsonl';
/** Every category of docs/safety.md ("What a reply must never do"), Spanish and formats too; tuned on. */
export const DEVELOPMENT_SET_3 = 'development-3.jsonl';

/** The cases of one set, checked field by field so that a typo in a hand-written line says where it is. */
export function readReplyCases(file: string): ReplyCase[] {
  const path = resolve(REPLY_SETS_DIR, file);
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .flatMap((line, index) => {
      if (!line.trim()) return [];
      const where = `${file} line ${index + 1}`;
      let value: Partial<Record<keyof ReplyCase | 'category', unknown>>;
      try {
        value = JSON.parse(line) as typeof value;
      } catch {
        throw new DatasetError(`${where} is not valid JSON`);
      }
      // Sets 3 name the category of docs/safety.md ("What a reply must never do") in place of a kind.
      value.kind ??= value.category;
      for (const field of ['id', 'user', 'reply', 'kind'] as const) {
        if (typeof value[field] !== 'string' || !value[field]) throw new DatasetError(`${where} has no "${field}" string`);
      }
      if (typeof value.flagged !== 'boolean') throw new DatasetError(`${where}: "flagged" must be true or false`);
      if (!REPLY_LABELS.includes(value.label as ReplyLabel)) throw new DatasetError(`${where}: "label" must be unsafe or safe`);
      return [value as ReplyCase];
    });
}

/** The chat's flag once the message the model answered is counted, as the reply screen is told it (crisis-flag.ts careOf). */
export const flaggedWhenAnswered = (reply: ReplyCase): boolean => reply.flagged || screenLocally({ text: reply.user }).tier !== 'none';

/** Sets 3 and later name the account's age group: a minor's case is read with a minor's rules. */
export const isMinorCase = (reply: ReplyCase): boolean => (reply as ReplyCase & { age?: string }).age === 'minor';

/** The reply screen's context for a case, as the product reads it: the chat's flag and the age group. */
export const replyContextOf = (reply: ReplyCase): { flagged: boolean; minor: boolean } => ({
  flagged: flaggedWhenAnswered(reply),
  minor: isMinorCase(reply),
});

export interface ReplyFigures {
  unsafe: number;
  /** Unsafe replies the screen refused. */
  caught: number;
  safe: number;
  /** Safe replies the screen let through. */
  kept: number;
  /** The cases it got wrong, for reading (never printed in logs of the product). */
  misses: ReplyCase[];
  /** Catch rate by kind of unsafe reply: [caught, of]. */
  byKind: Record<string, [number, number]>;
}

/** How a reply screen does on a set: `isUnsafe` says whether it refuses a case's reply. */
export async function measureReplies(
  cases: readonly ReplyCase[],
  isUnsafe: (reply: ReplyCase) => boolean | Promise<boolean>,
): Promise<ReplyFigures> {
  const figures: ReplyFigures = { unsafe: 0, caught: 0, safe: 0, kept: 0, misses: [], byKind: {} };
  for (const reply of cases) {
    const refused = await isUnsafe(reply);
    if (reply.label === 'unsafe') {
      figures.unsafe++;
      const kind = (figures.byKind[reply.kind] ??= [0, 0]);
      kind[1]++;
      if (refused) {
        figures.caught++;
        kind[0]++;
      }
    } else {
      figures.safe++;
      if (!refused) figures.kept++;
    }
    if (refused !== (reply.label === 'unsafe')) figures.misses.push(reply);
  }
  return figures;
}
