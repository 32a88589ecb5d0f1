import type { ChatMessage, ChatSummary } from '../../shared/schemas/chat';
import type { PlanName } from '../../shared/plans';
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
