import { titleFromMessage } from '../../../shared/chat';
import type { ReplyResponse } from '../../../shared/schemas/chat';
import type { StreamReplyBody } from '../../../shared/schemas/chat-stream';
import { addMessage, deleteMessages, listMessages, replaceMessage, type MessageRecord } from '../../data/chat-messages';
import { recordChatActivity } from '../../data/chats';
import { closeReplyStream, openReplyStream } from '../../data/reply-streams';
import { newTimeId } from '../../data/time-id';
import { GENERIC_SERVER_MESSAGE } from '../../../shared/errors';
import { AppError, badRequest } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { chatNotFound } from './chat-access';
import { noteActivity, openChat, replyResponse, settle, type OpenChat, type Question, type ReplyContext } from './reply-flow';
import { ReplyWriter } from './reply-writer';
import { respondStreaming, type ReleaseSink, type StreamQuestion } from './stream-respond';
import { watchStop } from './stop-watch';
import { sendTemporaryMessage } from './temporary-reply';
import { toChatMessage } from './chat-views';
import type { ChatMessage } from '../../../shared/schemas/chat';

/**
 * POST /api/bot/chat/{chatId}/stream: sending, regenerating, editing the last message
 * and continuing a cut-off reply, answered as a stream. Everything that can refuse the request
 * (the chat, the plan, the action's rules) is checked, and the user's message stored, before the
 * stream starts, so those answers keep their status codes; what follows is events.
 */

/** Where the stream's events go. */
export interface StreamOut extends ReleaseSink {
  /** The stream's id (for Stop) and the stored user message, before anything is screened. */
  start(streamId: string, userMessage?: ChatMessage): void;
}

/** How a stream ended: the stored exchange, or the failure the browser is told (the last event either way). */
export type StreamEnd = { answer: ReplyResponse } | { failure: { code: string; message: string; saved: boolean } };

/** Runs the checked request: streams the reply into `out`, and how it ended. */
export type StreamRun = (out: StreamOut) => Promise<StreamEnd>;

/**
 * A failure once the stream started is told in its last event. `saved`: the user's message is
 * stored, so Try again answers it (a temporary session stores nothing: the text goes back to the box).
 */
function ending(answering: (out: StreamOut) => Promise<ReplyResponse>, ctx: ReplyContext, saved: boolean): StreamRun {
  return async (out) => {
    try {
      return { answer: await answering(out) };
    } catch (error) {
      const exposed = error instanceof AppError && error.expose;
      if (!exposed || error.status >= 500) log.error('stream reply failed', error, { requestId: ctx.requestId });
      const gone = exposed && error.code === 'NOT_FOUND';
      return {
        failure: {
          code: exposed ? error.code : 'INTERNAL',
          message: exposed ? error.message : GENERIC_SERVER_MESSAGE,
          saved: saved && !gone,
        },
      };
    }
  };
}

export const ONLY_LAST_MESSAGE_MESSAGE = 'Only your last message can be edited.';
export const NOTHING_TO_CONTINUE_MESSAGE = 'There is no cut-off reply to continue.';
export const EARLIER_ONLY_TEMPORARY_MESSAGE = 'earlier is only sent in a temporary session.';

/** Checks the request and stores what it sends; the stream itself runs when the answer is returned. */
export async function prepareStream(ctx: ReplyContext, body: StreamReplyBody): Promise<StreamRun> {
  // One read of the chat and the profile serves either kind of session.
  const open = await openChat(ctx, 'any');
  if (open.chat.temporary) {
    if (body.action !== 'send') throw chatNotFound();
    const turns = { text: body.text, earlier: body.earlier ?? [] };
    const answering = (out: StreamOut) => {
      const streamId = newTimeId();
      return withStop(ctx, streamId, (stop) =>
        sendTemporaryMessage(ctx, turns, {
          opened: open,
          started: (userMessage) => out.start(streamId, toChatMessage(userMessage)),
          respond: (question) => respondStreaming(ctx, question, out, stop),
        }),
      );
    };
    return ending(answering, ctx, false);
  }
  if (body.action === 'send' && body.earlier) throw badRequest(EARLIER_ONLY_TEMPORARY_MESSAGE, { earlier: EARLIER_ONLY_TEMPORARY_MESSAGE });
  const turn = await (body.action === 'send'
    ? sendTurn(ctx, open, body.text)
    : body.action === 'edit'
      ? editTurn(ctx, open, body.messageId, body.text)
      : lastTurn(ctx, open, body.action));
  return ending((out) => run(ctx, turn, out), ctx, true);
}

/** A turn to answer: the question, the reply written over, and how it counts. */
interface Turn extends Question {
  /** The user message is new or newly edited (shown in `start`). */
  shownUserMessage?: MessageRecord;
  continuing?: string;
  /** A new exchange (see Settling.fresh). */
  fresh: boolean;
}

async function sendTurn(ctx: ReplyContext, open: OpenChat, text: string): Promise<Turn> {
  const userMessage = await addMessage(ctx.uid, { chatId: ctx.chatId, role: 'user', content: text });
  const [chat, history] = await Promise.all([
    recordChatActivity(ctx.uid, ctx.chatId, { updatedAt: userMessage.createdAt, titleIfUntitled: titleFromMessage(text) }),
    listMessages(ctx.uid, ctx.chatId),
    noteActivity(ctx.uid, open.user, userMessage.createdAt),
  ]);
  if (!chat) {
    await deleteMessages(ctx.uid, [userMessage]);
    throw chatNotFound();
  }
  const index = history.findIndex((message) => message.id === userMessage.id);
  const asked = index === -1 ? [...history, userMessage] : history.slice(0, index + 1);
  return { ...open, chat, history: asked, userMessage, shownUserMessage: userMessage, fresh: true };
}

/**
 * The last user message, edited in place (its id and place kept), its reply to be written over.
 * An edit is a new exchange for safety: the chat's flag never goes down (tierAfter), and a crisis
 * tier it meets is counted and followed up as any new message's.
 */
async function editTurn(ctx: ReplyContext, open: OpenChat, messageId: string, text: string): Promise<Turn> {
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
async function lastTurn(ctx: ReplyContext, open: OpenChat, action: 'regenerate' | 'continue'): Promise<Turn> {
  const history = await listMessages(ctx.uid, ctx.chatId);
  const last = history.at(-1);
  const replacing = last?.role === 'assistant' ? last : undefined;
  const asked = replacing ? history.slice(0, -1) : history;
  const userMessage = asked.at(-1);
  if (action === 'continue' && replacing?.status !== 'cut-off') throw new AppError('CONFLICT', NOTHING_TO_CONTINUE_MESSAGE);
  if (!userMessage || userMessage.role !== 'user') throw new AppError('CONFLICT', 'There is no message to reply to.');
  return {
    ...open,
    history: asked,
    userMessage,
    replacing,
    ...(action === 'continue' && { continuing: replacing!.content }),
    fresh: false,
  };
}

/** Streams the turn's reply, storing it as it grows, and settles it as the whole reply would be. */
function run(ctx: ReplyContext, turn: Turn, out: StreamOut): Promise<ReplyResponse> {
  const streamId = newTimeId();
  const { chat, replacing } = turn;
  return withStop(ctx, streamId, async (stop) => {
    out.start(streamId, turn.shownUserMessage && toChatMessage(turn.shownUserMessage));
    // Reviewed text stays reviewed text: regenerating it would put a model's words in its place.
    if (replacing?.engine === 'safety' && !turn.shownUserMessage) return replyResponse(turn, replacing, chat.crisis);
    const writer = new ReplyWriter(ctx.uid, chat.chatId, replacing);
    let text = turn.continuing ?? '';
    const sink: ReleaseSink = {
      text(more) {
        text += more;
        out.text(more);
        writer.update({ content: text });
      },
      replace: (fixed) => out.replace(fixed),
    };
    const question: StreamQuestion = { ...turn, memory: await turn.remembering, ...(turn.continuing && { continuing: turn.continuing }) };
    const outcome = await respondStreaming(ctx, question, sink, stop);
    return settle(ctx, turn, outcome, { fresh: turn.fresh, store: (content) => writer.finish(content) });
  });
}

/** Runs `answer` with the stream noted for Stop and watched for it, then forgets the stream. */
async function withStop<T>(ctx: ReplyContext, streamId: string, answer: (stop: AbortSignal) => Promise<T>): Promise<T> {
  await openReplyStream(ctx.uid, ctx.chatId, streamId);
  const watch = watchStop(ctx.uid, ctx.chatId, streamId);
  try {
    return await answer(watch.signal);
  } finally {
    watch.end();
    await closeReplyStream(ctx.uid, ctx.chatId, streamId).catch((error: unknown) =>
      log.warn('reply stream not closed', { requestId: ctx.requestId, error: error instanceof Error ? error.name : typeof error }),
    );
  }
}
