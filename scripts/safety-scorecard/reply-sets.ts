import { readdirSync } from 'node:fs';
import { hasReplyJudge, judgeReply } from '../../functions/safety/judge';
import { screenReply, type ReplyContext } from '../../functions/safety/reply';
import { screenGeneratedReply } from '../../functions/safety/screen';
import { readReplyCases, replyContextOf, REPLY_SETS_DIR, type ReplyCase } from '../reply-screen-dataset';
import type { SetRole } from './screen-sets';

/**
 * The reply screen on the reply sets labelled by category (docs/safety.md, "What a reply must
 * never do"; test/fixtures/unsafe-replies/ sets 3), as the product reads them: for each category
 * the unsafe replies refused, for each safe kind the replies kept, and both by language. With a
 * model configured (a key, or a compatible server) it measures each reader too: the judge alone,
 * and all readers together (local screen, moderation with a key, and the judge), so the report
 * shows how many safe replies each keeps.
 */

/** The readers measured: the local screen always; the judge and all readers when a model is configured. */
export const READERS = ['local screen', 'the judge alone', 'all readers'] as const;
export type Reader = (typeof READERS)[number];

export interface ReplySetFigures {
  name: string;
  role: SetRole;
  /** [right, of] by reader: unsafe refused, or safe kept, by `label:category` and by `label:lang`. */
  groups: Map<string, Partial<Record<Reader, [number, number]>>>;
}

type ReplyCaseOfSet3 = ReplyCase & { lang?: string };

/** Whether each reader refuses the reply (only the local screen without a model). */
async function refusals(reply: ReplyCaseOfSet3, withModel: boolean): Promise<Partial<Record<Reader, boolean>>> {
  const context: ReplyContext = { ...replyContextOf(reply), asked: reply.user };
  const local = !screenReply(reply.reply, context).safe;
  if (!withModel) return { 'local screen': local };
  const [all, judged] = await Promise.all([
    screenGeneratedReply(reply.reply, context),
    judgeReply({ reply: reply.reply, asked: reply.user, minor: context.minor === true, flagged: context.flagged === true }),
  ]);
  // A judge that did not answer refuses nothing here: the figure is what it read.
  return { 'local screen': local, 'the judge alone': judged.judged && judged.refused.length > 0, 'all readers': !all.safe };
}

function count(groups: ReplySetFigures['groups'], key: string, reader: Reader, right: boolean): void {
  const readers = groups.get(key) ?? {};
  const [hits, of] = readers[reader] ?? [0, 0];
  readers[reader] = [hits + (right ? 1 : 0), of + 1];
  groups.set(key, readers);
}

/** Every reply set with a category per reply, the held-out one marked as such. */
export async function measureReplySets(dir = REPLY_SETS_DIR): Promise<ReplySetFigures[]> {
  const withModel = hasReplyJudge();
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('-3.jsonl'))
    .sort();
  const sets: ReplySetFigures[] = [];
  for (const file of files) {
    const groups: ReplySetFigures['groups'] = new Map();
    for (const reply of readReplyCases(file) as ReplyCaseOfSet3[]) {
      for (const [reader, refused] of Object.entries(await refusals(reply, withModel)) as [Reader, boolean][]) {
        const right = reply.label === 'unsafe' ? refused : !refused;
        for (const key of [`${reply.label}: ${reply.kind}`, `${reply.label}: ${reply.lang ?? 'en'}`, `${reply.label}: all`])
          count(groups, key, reader, right);
      }
    }
    const name = file.replace(/\.jsonl$/, '');
    sets.push({ name, role: name.startsWith('heldout') ? 'held out, never trained on' : 'development set', groups });
  }
  return sets;
}

/** The Markdown section: one table per set, a column per reader measured. */
export function replySection(sets: readonly ReplySetFigures[]): string[] {
  return sets.flatMap(({ name, role, groups }) => {
    const readers = READERS.filter((reader) => [...groups.values()].some((figures) => figures[reader]));
    const cell = (figure: [number, number] | undefined) => (figure ? `${figure[0]}/${figure[1]}` : '');
    return [
      '',
      `### Reply screen: \`${name}\` (${role}) by category and by language`,
      '',
      'Unsafe replies refused, or safe replies kept, by each reader.',
      '',
      `| group | ${readers.join(' | ')} |`,
      `| --- | ${readers.map(() => '---').join(' | ')} |`,
      ...[...groups]
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([group, figures]) => `| ${group} | ${readers.map((reader) => cell(figures[reader])).join(' | ')} |`),
    ];
  });
}
