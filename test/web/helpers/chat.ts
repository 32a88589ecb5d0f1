import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { ChatMessage, ChatSummary, ReplyResponse } from '#shared/schemas/chat';
import type { StreamEvent } from '#shared/schemas/chat-stream';
import { mockApi, signedIn, type Handlers, type Reply } from './fetch-mock';
import { renderApp } from './render-app';
import { ADA } from './settings';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}${String(++sequence).padStart(12, '0')}`;

/** A chat as the API lists it; untitled, goal and style 2 (what Basic allows) unless overridden. */
export function chatSummary(overrides: Partial<ChatSummary> = {}): ChatSummary {
  const id = overrides.chatId ?? nextId('chat');
  return { _id: id, chatId: id, title: '', startTime: '2026-11-20T10:00:00.000Z', chatGoal: 2, chatStyle: 2, ...overrides };
}

/** A stored message; assistant messages come from the OpenAI coach unless told otherwise. */
export function chatMessage(role: ChatMessage['role'], content: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: nextId(role === 'user' ? 'msg-u' : 'msg-a'),
    role,
    content,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...(role === 'assistant' ? { engine: 'openai' as const } : {}),
    ...overrides,
  };
}

const encoder = new TextEncoder();
const line = (event: StreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

/** A stream id as the server makes them. */
export const streamId = () => nextId('stream');

/** A whole streamed answer: start, the reply's text, done. */
export function streamOf(answer: ReplyResponse, options: { id?: string } = {}): Reply {
  const events: StreamEvent[] = [
    { type: 'start', streamId: options.id ?? streamId(), userMessage: answer.userMessage },
    { type: 'text', text: answer.message.content },
    { type: 'done', answer },
  ];
  return {
    stream: new ReadableStream({
      start: (controller) => {
        for (const event of events) controller.enqueue(line(event));
        controller.close();
      },
    }),
  };
}

/** The answer of POST /api/bot/chat/{chatId}/stream to a message, as one whole stream. */
export function answerTo(userText: string, text: string, engine: 'openai' | 'offline' = 'openai'): ReplyResponse {
  return {
    success: true,
    resonse: text,
    message: chatMessage('assistant', text, { engine }),
    userMessage: chatMessage('user', userText),
  };
}

/** The streamed reply to a message (POST /api/bot/chat/{chatId}/stream), sent whole. */
export const replyTo = (userText: string, text: string, engine: 'openai' | 'offline' = 'openai'): Reply =>
  streamOf(answerTo(userText, text, engine));

/**
 * A stream the test writes to as it goes: events (or raw text, to split a line across chunks),
 * then the end, or a dropped connection. `reply` answers the request once.
 */
export function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    reply: { stream } as Reply,
    send: (event: StreamEvent) => controller.enqueue(line(event)),
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    drop: () => controller.error(new TypeError('network error')),
  };
}

export const chatsReply = (chats: ChatSummary[]): Reply => ({ body: { success: true, data: chats } });
export const chatReply = (chat: ChatSummary, messages: ChatMessage[] = []): Reply => ({
  body: { success: true, data: { chat, messages } },
});
export const titleReply = (title: string): Reply => ({ body: { success: true, title } });
export const deletedReply: Reply = { body: { success: true, message: 'Chat deleted' } };

/** Ada's details with a plan. */
export const adaWith = (plan: 'Basic' | 'Premium' | null): Reply => ({ body: { ...ADA, plan } });

/** The user asked for less motion: replies appear at once, so tests need not wait for the animation. */
export function reduceMotion(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** Signs Ada in, opens /dashboard and waits for the greeting. */
export async function openDashboard(handlers: Handlers = {}, options: Parameters<typeof renderApp>[1] = {}) {
  const mock = mockApi({ ...signedIn, ...handlers });
  const app = renderApp('/dashboard', options);
  await screen.findByRole('heading', { level: 1, name: 'Hi Ada' });
  const menu = () => screen.getByRole('navigation', { name: 'Menu' });
  const sessionNames = () =>
    within(menu())
      .queryAllByRole('listitem')
      .map((item) => within(item).getAllByRole('button')[0]?.textContent);
  return { ...app, mock, menu, sessionNames };
}

/** Goes through the wizard with the choices Basic allows (or the ones given) and starts the chat. */
export async function startSession(user: ReturnType<typeof renderApp>['user'], goal = 'Reduce Stress', style = 'Non-Directive Approach') {
  await user.click(screen.getByRole('button', { name: '+ New Session' }));
  const wizard = screen.getByRole('dialog', { name: 'Select Your Goal' });
  await user.click(within(wizard).getByRole('radio', { name: goal }));
  await user.click(within(wizard).getByRole('button', { name: 'Next' }));
  await user.click(within(wizard).getByRole('radio', { name: style }));
  await user.click(within(wizard).getByRole('button', { name: 'Start New Chat' }));
  return screen.getByRole('textbox', { name: 'Message Skye' });
}

/** The bot routes a first message goes through, answered for chat `chat`. */
export function firstMessageHandlers(chat: ChatSummary, userText: string, replyText: string, title = userText): Handlers {
  return {
    [`PUT /api/bot/new-chat/${chat.chatGoal}/${chat.chatStyle}`]: { body: { success: true, data: chat } },
    [`POST /api/bot/chat/${chat.chatId}/stream`]: () => replyTo(userText, replyText),
    [`POST /api/bot/title/${chat.chatId}`]: titleReply(title),
  };
}

/** The requests to the chat API, as "METHOD path", in order. */
export const botCalls = (mock: ReturnType<typeof mockApi>) =>
  mock.requests.filter((request) => request.path.startsWith('/api/bot/')).map((request) => `${request.method} ${request.path}`);
