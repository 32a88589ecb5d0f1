import { GENERIC_SERVER_MESSAGE } from '#shared/errors';
import type { ChatMessage, ReplyResponse, TemporaryMessageBody } from '#shared/schemas/chat';
import type { StreamEvent, StreamReplyBody } from '#shared/schemas/chat-stream';
import { newTimeId } from '../../data/time-id';
import { AppError, badRequest } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { chatNotFound } from './chat-access';
import { replyResponse, toChatMessage } from './chat-views';
import { openChat, type OpenChat } from './open-chat';
import type { ReleaseSink, StreamQuestion } from './release';
import { replyStreamed } from './reply';
import type { ReplyContext } from './reply-context';
import { withStop } from './stop-watch';
import { settle } from './store';
import { editTurn, lastTurn, sendTurn, type Turn } from './stream-turns';
import { ReplyWriter } from './store-streamed';
import { sendTemporaryMessage } from './temporary';

/**
 * POST /api/bot/chat/{chatId}/stream: sending, regenerating, editing the last message
 * and continuing a cut-off reply, answered as a stream. Everything that can refuse the request
 * (the chat, the plan, the action's rules) is checked, and the user's message stored, before the
 * stream starts, so those answers keep their status codes; what follows is events.
 */

/** Where the stream's events go. */
interface StreamOut extends ReleaseSink {
  /** The stream's id (for Stop) and the stored user message, before anything is screened. */
  start(streamId: string, userMessage?: ChatMessage): void;
}

/** How a stream ended: the stored exchange, or the failure the browser is told (the last event either way). */
type StreamEnd = { answer: ReplyResponse } | { failure: { code: string; message: string; saved: boolean } };

/** Runs the checked request: streams the reply into `out`, and how it ended. */
type StreamRun = (out: StreamOut) => Promise<StreamEnd>;

export const EARLIER_ONLY_TEMPORARY_MESSAGE = 'earlier is only sent in a temporary session.';

/**
 * Checks the request and stores what it sends; the function it answers then writes the stream's
 * events: `start`, then `text` events (or one `replace`), then `done` with the stored exchange, or `error`.
 */
export async function streamReply(
  ctx: ReplyContext,
  body: StreamReplyBody,
): Promise<(write: (event: StreamEvent) => void) => Promise<void>> {
  const run = await prepareStream(ctx, body);
  return async (write) => {
    const end = await run({
      start: (streamId, userMessage) => write({ type: 'start', streamId, ...(userMessage && { userMessage }) }),
      text: (text) => write({ type: 'text', text }),
      replace: (text) => write({ type: 'replace', text }),
    });
    write('answer' in end ? { type: 'done', answer: end.answer } : { type: 'error', ...end.failure });
  };
}

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

/** Checks the request and stores what it sends; the stream itself runs when the answer is returned. */
async function prepareStream(ctx: ReplyContext, body: StreamReplyBody): Promise<StreamRun> {
  // One read of the chat and the profile serves either kind of session.
  const open = await openChat(ctx, 'any');
  if (open.chat.temporary) {
    if (body.action !== 'send') throw chatNotFound();
    const turns = { text: body.text, earlier: body.earlier ?? [] };
    return ending((out) => runTemporary(ctx, open, turns, out), ctx, false);
  }
  if (body.action === 'send' && body.earlier) throw badRequest(EARLIER_ONLY_TEMPORARY_MESSAGE, { earlier: EARLIER_ONLY_TEMPORARY_MESSAGE });
  const turn = await (body.action === 'send'
    ? sendTurn(ctx, open, body.text)
    : body.action === 'edit'
      ? editTurn(ctx, open, body.messageId, body.text)
      : lastTurn(ctx, open, body.action));
  return ending((out) => run(ctx, turn, out), ctx, true);
}

/** A temporary session's message, streamed; nothing of it is stored (temporary.ts). */
function runTemporary(ctx: ReplyContext, open: OpenChat, turns: TemporaryMessageBody, out: StreamOut): Promise<ReplyResponse> {
  const streamId = newTimeId();
  return withStop(ctx, streamId, (stop) =>
    sendTemporaryMessage(ctx, turns, {
      opened: open,
      started: (userMessage) => out.start(streamId, toChatMessage(userMessage)),
      reply: (question) => replyStreamed(ctx, question, out, stop),
    }),
  );
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
    const outcome = await replyStreamed(ctx, question, sink, stop);
    return settle(ctx, turn, outcome, { fresh: turn.fresh, store: (content) => writer.finish(content) });
  });
}
