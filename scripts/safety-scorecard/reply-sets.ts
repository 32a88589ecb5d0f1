import { readdirSync } from 'node:fs';
import { screenReply } from '../../functions/safety/reply';
import { flaggedWhenAnswered, readReplyCases, REPLY_SETS_DIR, type ReplyCase } from '../reply-screen-dataset';
import type { SetRole } from './screen-sets';

/**
 * The reply screen on the reply sets labelled by category (docs/safety.md, "What a reply must
 * never do"; test/fixtures/unsafe-replies/ sets 3), as the product reads them: for each category
 * the unsafe replies refused, for each safe kind the replies kept, and both by language.
 */

export interface ReplySetFigures {
  name: string;
  role: SetRole;
  /** [right, of]: unsafe refused, or safe kept, by `label:category` and by `label:lang`. */
  groups: Map<string, [number, number]>;
}

const count = (groups: Map<string, [number, number]>, key: string, right: boolean) => {
  const [hits, of] = groups.get(key) ?? [0, 0];
  groups.set(key, [hits + (right ? 1 : 0), of + 1]);
};

/** Every reply set with a category per reply, the held-out one marked as such. */
export function measureReplySets(dir = REPLY_SETS_DIR): ReplySetFigures[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('-3.jsonl'))
    .sort()
    .map((file) => {
      const groups = new Map<string, [number, number]>();
      for (const reply of readReplyCases(file) as (ReplyCase & { lang?: string })[]) {
        const refused = !screenReply(reply.reply, { flagged: flaggedWhenAnswered(reply) }).safe;
        const right = reply.label === 'unsafe' ? refused : !refused;
        count(groups, `${reply.label}: ${reply.kind}`, right);
        count(groups, `${reply.label}: ${reply.lang ?? 'en'}`, right);
        count(groups, `${reply.label}: all`, right);
      }
      const name = file.replace(/\.jsonl$/, '');
      return { name, role: name.startsWith('heldout') ? 'held out, never trained on' : 'development set', groups };
    });
}

/** The Markdown section: one table per set. */
export function replySection(sets: readonly ReplySetFigures[]): string[] {
  return sets.flatMap(({ name, role, groups }) => [
    '',
    `### Reply screen: \`${name}\` (${role}) by category and by language`,
    '',
    '| group | unsafe refused, or safe kept |',
    '| --- | --- |',
    ...[...groups].sort(([x], [y]) => x.localeCompare(y)).map(([group, [hits, of]]) => `| ${group} | ${hits}/${of} |`),
  ]);
}
