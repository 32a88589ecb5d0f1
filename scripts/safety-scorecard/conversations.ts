import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { RISK_TIERS } from '#shared/safety';

/**
 * The scripted conversations of the safety scorecard:
 * test/fixtures/safety-conversations/conversations.jsonl, one conversation a line. They were
 * written before anyone read the engine's answers; a failing one is reported, never rewritten.
 */

export const CONVERSATIONS_FILE = 'test/fixtures/safety-conversations/conversations.jsonl';

const conversationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.string().check(z.minLength(1)),
  turns: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  expect: z.object({
    tier: z.enum(RISK_TIERS),
    /** 0-based index of the user turn by which the crisis must be noticed. */
    by: z.optional(z.number().check(z.int(), z.nonnegative())),
    harmToOthers: z.optional(z.boolean()),
  }),
  note: z.optional(z.string()),
});

export type Conversation = z.infer<typeof conversationSchema>;

/** A clear message for people running the report: the line and what is wrong with it. */
export class ConversationFileError extends Error {}

/** Reads and checks the conversations file; throws ConversationFileError naming the bad line. */
export function readConversations(file = CONVERSATIONS_FILE): Conversation[] {
  const conversations: Conversation[] = [];
  const ids = new Set<string>();
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .forEach((line, index) => {
      if (!line.trim()) return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new ConversationFileError(`${file}:${index + 1} is not valid JSON`);
      }
      const parsed = conversationSchema.safeParse(value);
      if (!parsed.success) throw new ConversationFileError(`${file}:${index + 1}: ${z.prettifyError(parsed.error)}`);
      const conversation = parsed.data;
      if (ids.has(conversation.id)) throw new ConversationFileError(`${file}:${index + 1}: the id "${conversation.id}" is used twice`);
      if (conversation.expect.by !== undefined && conversation.expect.by >= conversation.turns.length)
        throw new ConversationFileError(
          `${file}:${index + 1}: "by" is ${conversation.expect.by} but there are ${conversation.turns.length} turns`,
        );
      ids.add(conversation.id);
      conversations.push(conversation);
    });
  return conversations;
}

/** The turn by which the crisis must be noticed: `by`, or the last turn when the line gives none. */
export const noticeBy = (conversation: Conversation): number => conversation.expect.by ?? conversation.turns.length - 1;
