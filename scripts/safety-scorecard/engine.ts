import type { MessageRecord } from '../../functions/data/chat-messages';
import type { ChatRecord } from '../../functions/data/chats';
import { replyWhole } from '../../functions/domain/chat/reply';
import type { ReplyContext } from '../../functions/domain/chat/reply-context';
import { flagAfter, shownTier } from '../../functions/domain/chat/crisis-flag';
import { coachServer, config, resetConfig } from '../../functions/kernel/config';
import { resetCoach } from '../../functions/providers/coach';
import { resetRiskAssessor } from '../../functions/providers/risk-assessor';
import { resetModeration } from '../../functions/safety/moderation';
import { resetReplyJudge } from '../../functions/providers/reply-judge';
import type { Conversation } from './conversations';
import type { Exchange } from './rules';

/**
 * Drives the scripted conversations through `replyWhole`, exactly what the chat route runs for one
 * user message, with no database: the chat's flag is carried forward as the route stores it, and
 * each reply joins the history the next turn sees. Offline (the offline coach, the local screens)
 * unless OPENAI_API_KEY is set in the environment, or OPENAI_BASE_URL names a compatible server
 * (a local model) that then writes the replies; with neither, nothing leaves the machine.
 */

/** What a function needs to read its configuration; none of it is called (no table, no mail). */
const PLACEHOLDER_ENV = {
  TABLE_NAME: 'safety-scorecard',
  AWS_REGION: 'us-east-1',
  FIREBASE_PROJECT_ID: 'demo-safety-scorecard',
  FIREBASE_API_KEY: 'safety-scorecard',
  MAIL_TRANSPORT: 'mailbox',
  MAIL_FROM: 'scorecard@example.com',
  // Logs carry ids only, but they would interleave with the report's lines.
  LOG_LEVEL: 'silent',
  POWERTOOLS_METRICS_DISABLED: 'true',
} as const;

/** Fills in what the environment lacks (a set variable wins) and forgets the cached providers. */
export function prepareEngine(): void {
  for (const [name, value] of Object.entries(PLACEHOLDER_ENV)) process.env[name] ??= value;
  resetConfig();
  resetCoach();
  resetModeration();
  resetRiskAssessor();
  resetReplyJudge();
}

/**
 * The engine as the report names it: "offline", the OpenAI model with moderation and the assessor,
 * or a compatible server's model, beside which the local screens decide alone.
 */
export function engineName(): string {
  const { openai } = config();
  const server = coachServer(openai);
  const judge = openai.judgeModel ?? openai.model;
  if (server === 'openai')
    return `OpenAI ${openai.model} (with moderation, the risk assessor and the reply judge ${judge}; offline coach as fallback)`;
  if (server === 'compatible')
    return `${openai.model} on a compatible server (local message screen, reply judge ${judge}; offline coach as fallback)`;
  return 'offline';
}

const STARTED = Date.parse('2026-12-01T10:00:00.000Z');
/** The Lambda's whole budget: the route gives the coach what is left of it. */
const INVOCATION_MS = 29_000;

/** One conversation, turn by turn, as the chat route would answer it. */
export async function runConversation(conversation: Conversation): Promise<Exchange[]> {
  const chatId = `scorecard-${conversation.id}`;
  const ctx: ReplyContext = { uid: 'safety-scorecard', chatId, requestId: conversation.id, remainingMs: () => INVOCATION_MS };
  let chat: ChatRecord = {
    chatId,
    goal: 2,
    style: 1,
    startTime: new Date(STARTED).toISOString(),
    updatedAt: new Date(STARTED).toISOString(),
  };
  const history: MessageRecord[] = [];
  const message = (role: MessageRecord['role'], content: string, extra: Partial<MessageRecord> = {}): MessageRecord => ({
    id: `m${String(history.length).padStart(4, '0')}`,
    chatId,
    role,
    content,
    createdAt: new Date(STARTED + history.length * 60_000).toISOString(),
    ...extra,
  });
  const exchanges: Exchange[] = [];
  for (const text of conversation.turns) {
    history.push(message('user', text));
    const asked = history.at(-1)!;
    const { reply, tier: met, confirmed = false, reading } = await replyWhole(ctx, { chat, firstName: 'Sam', history: [...history] });
    const flag = shownTier(chat.crisis, met);
    history.push(message('assistant', reply.text, { engine: reply.engine, ...(flag && { safety: flag }) }));
    // A tier (c) screen is never acknowledged here: the user of a script does not press the button.
    const crisis = flagAfter(chat.crisis, { met, confirmed, fresh: true });
    chat = { ...chat, updatedAt: history.at(-1)!.createdAt, ...(crisis && { crisis }) };
    exchanges.push({
      met,
      flag,
      reply: { text: reply.text, engine: reply.engine },
      ...(reading && { reading: { ...reading, messageId: asked.id, at: asked.createdAt } }),
    });
  }
  return exchanges;
}

/**
 * Every conversation, in order. A few at a time when a network engine answers (each turn waits
 * on it), one at a time offline, where a turn takes a millisecond.
 */
export async function runConversations(conversations: readonly Conversation[]): Promise<Exchange[][]> {
  const parallel = coachServer(config().openai) === 'none' ? 1 : 4;
  const results: Exchange[][] = new Array(conversations.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < conversations.length) {
      const index = next++;
      results[index] = await runConversation(conversations[index]!);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}
