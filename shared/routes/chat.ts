import { messages } from '../messages';
import { resultResponse } from '../schemas/auth';
import {
  allChatsResponse,
  chatIdParams,
  chatResponse,
  newChatParams,
  newChatResponse,
  replyResponse,
  temporaryMessageBody,
  textBody,
  titleBody,
  titleResponse,
} from '../schemas/chat';
import { stopReplyBody, stopReplyResponse, streamEvent, streamReplyBody } from '../schemas/chat-stream';
import { searchBody, searchResponse } from '../schemas/search';
import { DAY, HOUR, MINUTE, noParams, perUser as definePerUser, route as defineRoute } from './define';

/**
 * The chat area's routes (shared/areas.ts): coaching sessions: chats and their replies (whole or
 * streamed), search, titles, the crisis acknowledgement and temporary sessions. Every export is a
 * route and nothing else is exported: shared/routes/index.ts gathers this file with the other
 * areas', and the stack deploys the area in a nested stack of its own. `name` repeats the export
 * name and `area` names this file (unit tests check both). Paths are the spec's (section 7),
 * exactly.
 *
 * A handler imports its route from this file, never the index, and esbuild keeps only that route.
 * Inside a route use only literals, constants, schemas and calls of the helpers below, which are
 * marked free of side effects in this file, where esbuild sees the mark (shared/routes/define.ts);
 * hoist anything else to a constant above the routes.
 */

/* @__NO_SIDE_EFFECTS__ */
const route: typeof defineRoute = (def) => defineRoute(def);
/* @__NO_SIDE_EFFECTS__ */
const perUser: typeof definePerUser = (limit, windowSeconds) => definePerUser(limit, windowSeconds);

/**
 * Each reply costs a model call: a person typing fast sends a few a minute, a script sends
 * hundreds. The daily cap is far above any real conversation and bounds what a stolen session costs.
 */
const coachLimits = [perUser(12, MINUTE), perUser(600, DAY)];
const chatTooFast = messages.chat.tooFast;

export const newChat = route({
  name: 'newChat',
  area: 'chat',
  method: 'PUT',
  path: '/api/bot/new-chat/{chatGoal}/{chatStyle}',
  handler: 'entry/api/chat/new-chat',
  auth: 'required',
  params: newChatParams,
  body: undefined,
  response: newChatResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

export const getAllChats = route({
  name: 'getAllChats',
  area: 'chat',
  method: 'GET',
  path: '/api/bot/get-all-chats',
  handler: 'entry/api/chat/get-all-chats',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: allChatsResponse,
  access: { table: 'read' },
});

export const getChat = route({
  name: 'getChat',
  area: 'chat',
  method: 'GET',
  path: '/api/bot/chat/{chatId}',
  handler: 'entry/api/chat/get-chat',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: chatResponse,
  access: { table: 'read' },
});

export const sendMessage = route({
  name: 'sendMessage',
  area: 'chat',
  method: 'POST',
  path: '/api/bot/chat/{chatId}',
  handler: 'entry/api/chat/send-message',
  auth: 'required',
  params: chatIdParams,
  body: textBody,
  response: replyResponse,
  access: { table: 'readwrite', coach: true, queues: ['sessionReports', 'guardianNotices'] },
  rateLimit: coachLimits,
  rateLimitMessage: chatTooFast,
});

/**
 * Replaces the last reply with a new one (the Regenerate button), or answers a last user message
 * that has none yet (retry after the coach failed). Not in the spec's table: its client re-sent
 * the text, which would store the user's message twice.
 */
export const regenerateReply = route({
  name: 'regenerateReply',
  area: 'chat',
  method: 'POST',
  path: '/api/bot/chat/{chatId}/regenerate',
  handler: 'entry/api/chat/regenerate-reply',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: replyResponse,
  access: { table: 'readwrite', coach: true, queues: ['sessionReports', 'guardianNotices'] },
  rateLimit: coachLimits,
  rateLimitMessage: chatTooFast,
});

/**
 * The coach's reply, streamed as it is written and screened sentence by sentence;
 * also edits the last message and continues a reply that was cut off. The JSON routes above
 * answer the same way, whole, for clients that do not stream.
 */
export const streamReply = route({
  name: 'streamReply',
  area: 'chat',
  method: 'POST',
  path: '/api/bot/chat/{chatId}/stream',
  handler: 'entry/api/chat/stream-reply',
  auth: 'required',
  params: chatIdParams,
  body: streamReplyBody,
  response: streamEvent,
  access: { table: 'readwrite', coach: true, queues: ['sessionReports', 'guardianNotices'] },
  rateLimit: coachLimits,
  rateLimitMessage: chatTooFast,
  streaming: true,
});

/**
 * Stop: the streaming function checks for this between words and cancels the model's call; a
 * reply already streamed whole is cut to what the browser showed (docs/decisions/0053-streaming-replies.md).
 */
export const stopReply = route({
  name: 'stopReply',
  area: 'chat',
  method: 'POST',
  path: '/api/bot/chat/{chatId}/stop',
  handler: 'entry/api/chat/stop-reply',
  auth: 'required',
  params: chatIdParams,
  body: stopReplyBody,
  response: stopReplyResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, MINUTE)],
});

/** Searches the titles and messages of the user's own sessions (docs/decisions/0052-session-search.md). */
export const searchChats = route({
  name: 'searchChats',
  area: 'chat',
  method: 'POST',
  path: '/api/bot/search',
  handler: 'entry/api/chat/search-chats',
  auth: 'required',
  params: noParams,
  body: searchBody,
  response: searchResponse,
  access: { table: 'read' },
  rateLimit: [perUser(60, MINUTE)],
});

export const deleteChat = route({
  name: 'deleteChat',
  area: 'chat',
  method: 'DELETE',
  path: '/api/bot/{chatId}',
  handler: 'entry/api/chat/delete-chat',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

export const setTitle = route({
  name: 'setTitle',
  area: 'chat',
  method: 'POST',
  path: '/api/bot/title/{chatId}',
  handler: 'entry/api/chat/set-title',
  auth: 'required',
  params: chatIdParams,
  body: titleBody,
  response: titleResponse,
  access: { table: 'readwrite' },
});

export const getTitle = route({
  name: 'getTitle',
  area: 'chat',
  method: 'GET',
  path: '/api/bot/title/{chatId}',
  handler: 'entry/api/chat/get-title',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: titleResponse,
  access: { table: 'read' },
});

/** Tier (c) opens a crisis screen that stays, across reloads, until the user acknowledges it. */
export const acknowledgeCrisis = route({
  name: 'acknowledgeCrisis',
  area: 'chat',
  method: 'POST',
  path: '/api/bot/crisis-ack/{chatId}',
  handler: 'entry/api/chat/acknowledge-crisis',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/**
 * Temporary sessions: the chat item holds the choices and, if it comes to that, the
 * crisis flag (SAFETY.md 14: kept without content); no message is ever stored, the session is
 * never listed, reported or remembered. The usual chat routes answer 404 for it.
 */
export const newTemporaryChat = route({
  name: 'newTemporaryChat',
  area: 'chat',
  method: 'PUT',
  path: '/api/bot/temporary-chat/{chatGoal}/{chatStyle}',
  handler: 'entry/api/chat/new-temporary-chat',
  auth: 'required',
  params: newChatParams,
  body: undefined,
  response: newChatResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** Answers a message of a temporary session from the turns the browser sends; stores none of them. */
export const sendTemporaryMessage = route({
  name: 'sendTemporaryMessage',
  area: 'chat',
  method: 'POST',
  path: '/api/bot/temporary-chat/{chatId}',
  handler: 'entry/api/chat/send-temporary-message',
  auth: 'required',
  params: chatIdParams,
  body: temporaryMessageBody,
  response: replyResponse,
  access: { table: 'readwrite', coach: true, queues: ['sessionReports', 'guardianNotices'] },
  rateLimit: coachLimits,
  rateLimitMessage: chatTooFast,
});
