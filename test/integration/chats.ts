import type { ChatMessage, ChatSummary } from '#shared/schemas/chat';
import type { PlanName } from '#shared/plans';
import { signedInCaller, uniqueEmail, type ApiResponse, type Caller } from './api';
import { itemsOfUser, setPlanOf } from './table';

/** Helpers of the chat integration tests: users with a plan, chats, and what the table holds. */

export const uidOf = (caller: Caller): string => caller.cookies.get('uid')!;

/** A signed-in user with the given plan (stored through the data module, as payments will). */
export async function userWithPlan(baseUrl: string, plan: PlanName | null, label = 'chatter'): Promise<Caller> {
  const caller = await signedInCaller(baseUrl, uniqueEmail(label));
  if (plan) await setPlanOf(uidOf(caller), plan);
  return caller;
}

/** PUT /api/bot/new-chat/{goal}/{style}; throws unless it succeeds. */
export async function startChat(caller: Caller, goal: number | string = 2, style: number | string = 2): Promise<ChatSummary> {
  const res = await caller.put(`/api/bot/new-chat/${goal}/${style}`);
  if (res.status !== 200) throw new Error(`new chat failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: ChatSummary }).data;
}

export const send = (caller: Caller, chatId: string, text: string): Promise<ApiResponse> =>
  caller.post(`/api/bot/chat/${chatId}`, { text });

/** GET /api/bot/chat/{chatId}: the messages, oldest first. */
export async function messagesOf(caller: Caller, chatId: string): Promise<ChatMessage[]> {
  const res = await caller.get(`/api/bot/chat/${chatId}`);
  if (res.status !== 200) throw new Error(`get chat failed: ${res.status}`);
  return (res.body as { data: { messages: ChatMessage[] } }).data.messages;
}

/** The stored items of a chat straight from the table: its own item and its messages. */
export async function storedChat(
  uid: string,
  chatId: string,
): Promise<{ chat?: Record<string, unknown>; messages: Array<Record<string, unknown>> }> {
  const items = await itemsOfUser(uid);
  return {
    chat: items.find((item) => item.sk === `CHAT#${chatId}`),
    messages: items.filter((item) => String(item.sk).startsWith(`MSG#${chatId}#`)),
  };
}

/** Every chat or message item of the user. */
export async function chatItemsOf(uid: string): Promise<Array<Record<string, unknown>>> {
  return (await itemsOfUser(uid)).filter((item) => /^(CHAT|MSG)#/.test(String(item.sk)));
}

/** The events of a streamed reply, as the browser reads them, with when each arrived. */
export interface StreamedEvents {
  status: number;
  /** The NDJSON events in order; a JSON error answer's body when the stream did not start. */
  events: Array<{ type: string; [field: string]: unknown }>;
  /** Milliseconds from the request to each event. */
  at: number[];
  body?: unknown;
}

/**
 * POST /api/bot/chat/{chatId}/stream, read to its end; `onEvent` may act mid-stream (press Stop).
 */
export async function streamReply(
  caller: Caller,
  chatId: string,
  body: unknown,
  onEvent?: (event: { type: string; [field: string]: unknown }) => void | Promise<void>,
): Promise<StreamedEvents> {
  const started = Date.now();
  const response = await fetch(`${caller.baseUrlOf()}/api/bot/chat/${chatId}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: caller.cookieHeader(), 'cloudfront-viewer-address': caller.viewerAddress },
    body: JSON.stringify(body),
  });
  if (!response.headers.get('content-type')?.startsWith('application/x-ndjson')) {
    return { status: response.status, events: [], at: [], body: await response.json() };
  }
  const events: StreamedEvents['events'] = [];
  const at: number[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as StreamedEvents['events'][number];
      events.push(event);
      at.push(Date.now() - started);
      await onEvent?.(event);
    }
  }
  return { status: response.status, events, at };
}

/** The reply text a stream showed: its text events joined, or the replacement that took their place. */
export function shownText(events: StreamedEvents['events']): string {
  const replaced = events.findLast((event) => event.type === 'replace');
  if (replaced) return String(replaced.text);
  return events
    .filter((event) => event.type === 'text')
    .map((event) => String(event.text))
    .join('');
}
