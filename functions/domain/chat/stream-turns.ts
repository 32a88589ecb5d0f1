import type { MessageRecord } from '../../data/chat-messages';
import { listMessages, replaceMessage } from '../../data/chat-messages';
import { AppError } from '../../kernel/errors';
import { lastExchange, type OpenChat, type Question } from './open-chat';
import type { ReplyContext } from './reply-context';
import { noteActivity, storeUserMessage } from './store';

/** Which exchange each action of the streaming route answers, checked and stored before the stream starts. */

export const ONLY_LAST_MESSAGE_MESSAGE = 'Only your last message can be edited.';
export const NOTHING_TO_CONTINUE_MESSAGE = 'There is no cut-off reply to continue.';

/** A turn to answer: the question, the reply written over, and how it counts. */
export interface Turn extends Question {
  /** The user message is new or newly edited (shown in `start`). */
  shownUserMessage?: MessageRecord;
  continuing?: string;
  /** A new exchange (see Settling.fresh). */
  fresh: boolean;
}

/** Send: the new message, stored. */
export async function sendTurn(ctx: ReplyContext, open: OpenChat, text: string): Promise<Turn> {
  const { chat, history, userMessage } = await storeUserMessage(ctx, open.user, text);
  return { ...open, chat, history, userMessage, shownUserMessage: userMessage, fresh: true };
}

/**
 * The last user message, edited in place (its id and place kept), its reply to be written over.
 * An edit is a new exchange for safety: the chat's flag never goes down (tierAfter), and a crisis
 * tier it meets is counted and followed up as any new message's.
 */
export async function editTurn(ctx: ReplyContext, open: OpenChat, messageId: string, text: string): Promise<Turn> {
  const history = await listMessages(ctx.uid, ctx.chatId);
  const index = history.findLastIndex((message) => message.role === 'user');
  const after = history.slice(index + 1);
  if (index === -1 || history[index]!.id !== messageId || after.length > 1) throw new AppError('CONFLICT', ONLY_LAST_MESSAGE_MESSAGE);
  const userMessage = await replaceMessage(ctx.uid, history[index]!, { content: text });
  await noteActivity(ctx.uid, open.user, userMessage.createdAt);
  return {
    ...open,
    history: [...history.slice(0, index), userMessage],
    userMessage,
    replacing: after[0],
    shownUserMessage: userMessage,
    fresh: true,
  };
}

/** Regenerate: a new reply to the last message. Continue: more of a cut-off reply. */
export async function lastTurn(ctx: ReplyContext, open: OpenChat, action: 'regenerate' | 'continue'): Promise<Turn> {
  const { asked, replacing, userMessage } = lastExchange(await listMessages(ctx.uid, ctx.chatId));
  if (action === 'continue' && replacing?.status !== 'cut-off') throw new AppError('CONFLICT', NOTHING_TO_CONTINUE_MESSAGE);
  if (!userMessage) throw new AppError('CONFLICT', 'There is no message to reply to.');
  return {
    ...open,
    history: asked,
    userMessage,
    replacing,
    ...(action === 'continue' && { continuing: replacing!.content }),
    fresh: false,
  };
}
