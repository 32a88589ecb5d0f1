import * as z from 'zod/mini';
import { chatMessage, messageText, replyResponse, temporaryTurns } from './chat';

/**
 * The streamed reply (ARCHITECTURE.md 12): POST /api/bot/chat/{chatId}/stream answers
 * `application/x-ndjson`, one event per line. Safety decides before the first `text` event; each
 * `text` is one or more whole sentences the reply screen passed, read with all the reply before
 * it. Errors found before the stream starts are the usual JSON error answers (401, 404, 409, 429).
 */

/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** A server-made id: the stream to stop, a message to edit. */
const serverId = (label: string) =>
  z.string({ error: `${label} must be text.` }).check(z.regex(/^[0-9A-Za-z_-]{10,40}$/, { error: `${label} is not a valid id.` }));

/**
 * What to answer: a new message (`earlier` only in a temporary session, which stores nothing), a
 * new reply to the last message (Regenerate, or Try again after a failure), the last message
 * edited (the old reply is replaced), or more of a reply that was cut off.
 */
export const streamReplyBody = schema(() =>
  z.discriminatedUnion(
    'action',
    [
      z.strictObject({ action: z.literal('send'), text: messageText, earlier: z.optional(temporaryTurns) }),
      z.strictObject({ action: z.literal('regenerate') }),
      z.strictObject({ action: z.literal('edit'), messageId: serverId('messageId'), text: messageText }),
      z.strictObject({ action: z.literal('continue') }),
    ],
    { error: 'action must be "send", "regenerate", "edit" or "continue".' },
  ),
);
export type StreamReplyBody = z.infer<typeof streamReplyBody>;

/** One line of the stream. */
export const streamEvent = schema(() =>
  z.discriminatedUnion('type', [
    /**
     * First, before any screening: the stream's id (for Stop) and the stored user message (an
     * edited one keeps its id). Absent `userMessage` when regenerating or continuing.
     */
    z.object({ type: z.literal('start'), streamId: z.string(), userMessage: z.optional(chatMessage) }),
    /** The next screened words of the reply, appended to what came before. */
    z.object({ type: z.literal('text'), text: z.string() }),
    /** The reply so far failed the reply screen: all of it is replaced by this fixed text, and nothing follows but `done`. */
    z.object({ type: z.literal('replace'), text: z.string() }),
    /** Last: the stored exchange, as the JSON route answers it. `message.status` says whether it was stopped or cut off. */
    z.object({ type: z.literal('done'), answer: replyResponse }),
    /**
     * Last, instead of `done`: the reply failed. `saved` says whether the user's message is
     * stored (Try again answers it) or not (the text goes back to the box).
     */
    z.object({ type: z.literal('error'), code: z.string(), message: z.string(), saved: z.boolean() }),
  ]),
);
export type StreamEvent = z.infer<typeof streamEvent>;

const SHOWN_MESSAGE = 'shown must be a whole number of characters, 0 or more.';

/**
 * POST /api/bot/chat/{chatId}/stop: the stream to stop, from its `start` event, and `shown`, how
 * many characters of the reply the browser showed. A reply that had already finished streaming
 * (only the browser's reveal was running) is cut to `shown`, never lengthened.
 */
export const stopReplyBody = schema(() =>
  z.strictObject({
    streamId: serverId('streamId'),
    shown: z.optional(z.int({ error: SHOWN_MESSAGE }).check(z.gte(0, { error: SHOWN_MESSAGE }))),
  }),
);

/** `stopped` is false when there was nothing to stop or cut (not an error: the press came late). */
export const stopReplyResponse = schema(() => z.object({ success: z.boolean(), stopped: z.boolean() }));
