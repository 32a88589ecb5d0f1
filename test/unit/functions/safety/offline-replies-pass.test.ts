import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { offlineCoach } from '../../../../functions/providers/coach/offline';
import { screenLocally, screenReply } from '../../../../functions/safety/screen';
import { readMessages } from '../../../../scripts/screen-dataset';
import { CHAT_CHOICES } from '#shared/chat';

/**
 * The reply screen must not take ordinary coaching away: the built-in offline coach's
 * replies to the ordinary chat sets (933 turns no rule was written against), in every goal and
 * style, careful where the crisis screen flags the message, all pass it as the product reads them;
 * so does every paragraph of the blog's coaching posts, even in a flagged chat.
 */

const turns = ['ordinary.jsonl', 'ordinary-2.jsonl'].flatMap((file) =>
  readMessages(resolve(__dirname, '../../../fixtures/crisis-screen', file)),
);

it('keeps every reply of the offline coach to ordinary chat', async () => {
  const coach = offlineCoach();
  const replaced: string[] = [];
  for (const [index, turn] of turns.entries()) {
    const goal = CHAT_CHOICES[index % 3]!;
    const style = CHAT_CHOICES[Math.floor(index / 3) % 3]!;
    const careful = screenLocally(turn).tier !== 'none';
    const reply = await coach.reply({
      goal,
      style,
      firstName: 'Sam',
      turns: [{ role: 'user', content: turn.text }],
      ...(careful && { careful: 'gentle' }),
    });
    if (!screenReply(reply.text, { flagged: careful }).safe) replaced.push(`${turn.text} -> ${reply.text}`);
  }

  expect(turns.length).toBeGreaterThan(900);
  expect(replaced).toEqual([]);
});

type RichNode = { nodeType?: string; value?: string; content?: RichNode[] };

/** The rich-text documents inside a post's JSON, wherever its fields put them. */
const findBodies = (value: unknown): RichNode[] =>
  Array.isArray(value)
    ? value.flatMap(findBodies)
    : value && typeof value === 'object'
      ? (value as RichNode).nodeType === 'document'
        ? [value as RichNode]
        : Object.values(value).flatMap(findBodies)
      : [];

/** The words of a Contentful rich-text node, all its text nodes joined. */
const textOf = (node: RichNode): string => node.value ?? (node.content ?? []).map(textOf).join('');

/** Every paragraph and heading of a post, one string each. */
const paragraphs = (node: RichNode): string[] =>
  node.nodeType === 'paragraph' || node.nodeType?.startsWith('heading') ? [textOf(node)] : (node.content ?? []).flatMap(paragraphs);

it("keeps every paragraph of the blog's coaching posts, in a flagged chat too", () => {
  const dir = resolve(__dirname, '../../../../web/src/content/blog/posts');
  const texts = readdirSync(dir).flatMap((file) =>
    findBodies(JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as unknown).flatMap(paragraphs),
  );

  expect(texts.length).toBeGreaterThan(150);
  expect(texts.filter((text) => !screenReply(text, { flagged: true }).safe)).toEqual([]);
});
