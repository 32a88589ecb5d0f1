import * as z from 'zod/mini';
import { CHAT_CHOICES, COACH_ENGINES, MAX_MESSAGE_LENGTH, MAX_TITLE_LENGTH, REPLY_STATUSES } from '../chat';
import { codePointLength, hasHiddenCharacters, hiddenCharactersError, wellFormed } from '../text';
import { crisisTier, help } from './crisis';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it and a handler builds only its own route's schemas. esbuild
 * honours this mark only within the file, hence one such helper per schema module.
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of the chat routes (spec section 7, /api/bot/...). */

/** A path segment 1, 2 or 3, turned into a number. */
const choice = (label: string) =>
  z.pipe(
    z.string(),
    z.transform((value, ctx) => {
      const n = Number(value);
      if (!/^[123]$/.test(value) || !CHAT_CHOICES.includes(n as 1 | 2 | 3)) {
        ctx.issues.push({ code: 'custom', input: value, message: `${label} must be 1, 2 or 3.` });
        return z.NEVER;
      }
      return n as 1 | 2 | 3;
    }),
  );

export const newChatParams = schema(() => z.strictObject({ chatGoal: choice('chatGoal'), chatStyle: choice('chatStyle') }));

/**
 * Chat ids are made by the server (time-sortable, URL-safe). A malformed id is a 400 before any
 * read (the format is public, so that leaks nothing); a well-formed id that is unknown or another
 * user's is a 404, never a 403.
 */
export const CHAT_ID_PATTERN = /^[0-9A-Za-z_-]{10,40}$/;
export const chatIdParams = schema(() =>
  z.strictObject({
    chatId: z.string().check(z.regex(CHAT_ID_PATTERN, { error: 'chatId is not a valid chat id.' })),
  }),
);

/** What the user typed: trimmed, well-formed, not empty, at most MAX_MESSAGE_LENGTH characters. */
export const messageText = schema(() =>
  z.string({ error: 'text must be text.' }).check(
    z.trim(),
    z.overwrite(wellFormed),
    z.minLength(1, { error: 'text is required.' }),
    z.maxLength(MAX_MESSAGE_LENGTH, {
      error: `Messages can be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters.`,
    }),
  ),
);

export const textBody = schema(() => z.strictObject({ text: messageText }));

export const SESSION_NAME_TOO_LONG = `A session name can be at most ${MAX_TITLE_LENGTH} characters.`;

/**
 * POST /api/bot/title/{chatId}: the first message, which the title is made from. Its line breaks
 * and tabs become spaces there; any other control or direction character is refused. With
 * `rename`, the text is the name the user gives the session, which replaces any title: it must
 * fit a title (MAX_TITLE_LENGTH), as nothing is cut from a name the user typed.
 */
export const titleBody = schema(() =>
  z
    .strictObject({
      text: messageText.check(
        z.refine((text: string) => !hasHiddenCharacters(text.replace(/\s+/g, ' ')), { error: hiddenCharactersError('Title') }),
      ),
      rename: z.optional(z.boolean({ error: 'rename must be true or false.' })),
    })
    .check(
      z.refine((body) => !body.rename || codePointLength(body.text.replace(/\s+/g, ' ')) <= MAX_TITLE_LENGTH, {
        error: SESSION_NAME_TOO_LONG,
        path: ['text'],
      }),
    ),
);

/** Most earlier turns a temporary session sends with a message: the coach reads fewer anyway. */
export const TEMPORARY_TURNS = 40;
/** A coach reply is longer than a user message may be; a turn sent back is bounded by this. */
const EARLIER_TURN_LENGTH = 8_000;

/**
 * POST /api/bot/temporary-chat/{chatId}: a temporary session stores no message, so the
 * browser sends the conversation so far (oldest first) with each new message.
 */
export const temporaryTurns = schema(() =>
  z
    .array(
      z.strictObject({
        role: z.enum(['user', 'assistant'], { error: 'role must be "user" or "assistant".' }),
        content: z
          .string({ error: 'content must be text.' })
          .check(
            z.overwrite(wellFormed),
            z.maxLength(EARLIER_TURN_LENGTH, { error: `Each earlier turn can be at most ${EARLIER_TURN_LENGTH} characters.` }),
          ),
      }),
      { error: 'earlier must be a list of turns.' },
    )
    .check(z.maxLength(TEMPORARY_TURNS, { error: `earlier can hold at most ${TEMPORARY_TURNS} turns.` })),
);

export const temporaryMessageBody = schema(() => z.strictObject({ text: messageText, earlier: temporaryTurns }));
export type TemporaryMessageBody = z.infer<typeof temporaryMessageBody>;

const choiceNumber = schema(() => z.union([z.literal(1), z.literal(2), z.literal(3)]));

/** A chat as listed and created. `_id` and `chatId` are the same id (the spec reads both). */
export const chatSummary = schema(() =>
  z.object({
    _id: z.string(),
    chatId: z.string(),
    title: z.string(),
    /** ISO 8601. */
    startTime: z.string(),
    chatGoal: choiceNumber,
    chatStyle: choiceNumber,
    /**
     * The chat's crisis flag (SAFETY.md 2, 5): the highest tier met in it, and whether the user has
     * acknowledged the crisis screen a tier (c) opened. Absent while nothing was flagged.
     */
    crisis: z.optional(z.object({ tier: crisisTier, acknowledged: z.boolean() })),
    /** A temporary session: no message is stored, and it is never listed or remembered. */
    temporary: z.optional(z.literal(true)),
  }),
);
export type ChatSummary = z.infer<typeof chatSummary>;

export const chatMessage = schema(() =>
  z.object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    /** ISO 8601. */
    createdAt: z.string(),
    /** Which coach wrote an assistant message. */
    engine: z.optional(z.enum(COACH_ENGINES)),
    /** On a reply to a flagged message: its tier, so the resources show beside it, also after a reload. */
    safety: z.optional(crisisTier),
    /** On a reply to a message that met a crisis tier: the harm and language that choose the help beside it. */
    help: z.optional(help),
    /**
     * A reply that did not finish: 'stopped' when the user pressed Stop (what was shown
     * is kept), 'cut-off' when the model or the connection failed part-way (kept as far as it was
     * screened; the chat offers Continue and Regenerate).
     */
    status: z.optional(z.enum(REPLY_STATUSES)),
    /**
     * On the reply to a teen's message after which their guardians are told (docs/safety.md "A
     * notice to a guardian"): the chat says so beside it, also after a reload.
     */
    guardianTold: z.optional(z.literal(true)),
  }),
);
export type ChatMessage = z.infer<typeof chatMessage>;

/** PUT /api/bot/new-chat/{chatGoal}/{chatStyle}: the spec reads data._id and data.startTime. */
export const newChatResponse = schema(() => z.object({ success: z.boolean(), data: chatSummary }));

/** GET /api/bot/get-all-chats: newest first. */
export const allChatsResponse = schema(() => z.object({ success: z.boolean(), data: z.array(chatSummary) }));

/** GET /api/bot/chat/{chatId}: the chat and its messages, oldest first. */
export const chatResponse = schema(() =>
  z.object({
    success: z.boolean(),
    data: z.object({ chat: chatSummary, messages: z.array(chatMessage) }),
  }),
);

/**
 * POST /api/bot/chat/{chatId} and its regenerate route. The reply text is in `resonse`, spelled
 * as the spec's API spells it; `message` is the stored reply and `userMessage` the stored input.
 */
export const replyResponse = schema(() =>
  z.object({
    success: z.boolean(),
    resonse: z.string(),
    message: chatMessage,
    userMessage: chatMessage,
    /** Set when the message met a crisis tier: show the resources; `crisisScreen` opens the screen. */
    safety: z.optional(z.object({ tier: crisisTier, crisisScreen: z.boolean() })),
    /**
     * True when the fixed AI disclosure is due again (a guardian-consent user's last one is 3 hours
     * old, or the user never saw it): the web shows it, then posts /api/user/disclosure-seen.
     */
    disclosureDue: z.optional(z.boolean()),
  }),
);
export type ReplyResponse = z.infer<typeof replyResponse>;

/** POST and GET /api/bot/title/{chatId}. */
export const titleResponse = schema(() =>
  z.object({
    success: z.boolean(),
    // In code points, as the title is cut (60 emoji are 120 UTF-16 units).
    title: z.string().check(z.refine((title: string) => codePointLength(title) <= MAX_TITLE_LENGTH + 1)),
  }),
);
