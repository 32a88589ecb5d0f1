import { isSeriousTier } from '#shared/safety';
import type { ChatMessage, ChatSummary } from '#shared/schemas/chat';
import type { ChatNotice } from './chat-failure';
import { countWords, joinText, revealWords } from './reveal';
import type { ChatChoice } from './sessions';

/**
 * The coach's reply on its way: typing dots until its first words, then the words
 * received so far revealed one by one (`shown` counts the words of `prefix` + `text` on screen).
 * Once `done` brings the stored reply (`final`), the reveal finishes on its text, then it joins
 * the messages.
 */
export interface StreamingReply {
  kind: 'streaming';
  since: number;
  /** The start of a reply being continued (it was cut off); empty otherwise. */
  prefix: string;
  /** The words received in this stream. */
  text: string;
  shown: number;
  final?: ChatMessage;
  /** Stop was pressed: the reveal ends where it was, and nothing more shows. */
  stopping: boolean;
}

/** Nothing pending, or a reply streaming in. */
export type ReplyPhase = { kind: 'idle' } | StreamingReply;

/** A search match to show: the message scrolled into view, its words marked. */
export interface MessageFocus {
  messageId: string;
  words: string[];
}

/** The chat on screen: a stored chat, a draft from the wizard (not created until the first message), or none. */
export interface ConversationState {
  chatId: string | null;
  chat: ChatSummary | null;
  draft: ChatChoice | null;
  load: 'idle' | 'loading' | 'ready' | 'error';
  messages: ChatMessage[];
  reply: ReplyPhase;
  notice: ChatNotice | null;
  /**
   * Counts what took the screen (opened, reset, a new draft) but not a draft becoming a stored
   * chat: the text box keeps its focus through that, yet starts empty in another chat.
   */
  view: number;
  /**
   * A reply asked for the crisis screen (tier c), or the chat opened with one not yet
   * acknowledged: it stays until the user acknowledges it (SAFETY.md 2).
   */
  crisisScreen: boolean;
  /** The last reply that came in whole, for screen readers: announced once, complete. */
  announcement: { id: string; text: string } | null;
  focus: MessageFocus | null;
}

export type ConversationAction =
  | { type: 'reset'; notice?: ChatNotice }
  | { type: 'draft'; draft: ChatChoice }
  | { type: 'open'; chatId: string; focus?: MessageFocus }
  /** The chat's stored messages: opened, or reloaded after a reply's connection dropped. */
  | { type: 'opened'; chat: ChatSummary; messages: ChatMessage[] }
  | { type: 'openFailed' }
  | { type: 'created'; chat: ChatSummary }
  | { type: 'titled'; chatId: string; title: string }
  /**
   * A reply is requested: after the user's message (shown at once), in place of the last reply
   * (regenerate), after the start of a reply that was cut off (continue), or after the last
   * message edited (its old reply goes).
   */
  | {
      type: 'asking';
      since: number;
      userMessage?: ChatMessage;
      removeReplyId?: string;
      continueId?: string;
      edit?: { messageId: string; text: string };
    }
  /** The stream's first event: the stored user message replaces the one shown while sending. */
  | { type: 'started'; userMessage?: ChatMessage; localId?: string }
  | { type: 'streamText'; text: string; instant: boolean }
  | { type: 'streamReplace'; text: string }
  | { type: 'revealStep' }
  | { type: 'stopRequested' }
  | { type: 'answered'; reply: ChatMessage; userMessage: ChatMessage; localId?: string; crisisScreen?: boolean; instant?: boolean }
  /** The user acknowledged the crisis screen of this chat. */
  | { type: 'crisisAcknowledged'; chatId: string }
  /** No reply: drop the message that was never stored, put back what was being replaced. */
  | { type: 'failed'; notice: ChatNotice; dropId?: string; restore?: ChatMessage; messages?: ChatMessage[] }
  /** A chat was deleted: the view resets only if it was showing that chat (spec section 4). */
  | { type: 'forget'; chatId: string };

export const emptyConversation: ConversationState = {
  chatId: null,
  chat: null,
  draft: null,
  load: 'idle',
  messages: [],
  reply: { kind: 'idle' },
  notice: null,
  view: 0,
  crisisScreen: false,
  announcement: null,
  focus: null,
};

/**
 * Whether the open chat is flagged at tier (b) or (c): stored so, a reply in it met such a tier,
 * or its crisis screen is up. No price, upgrade or trial shows beside it (docs/safety.md, "No
 * price beside a crisis").
 */
export const isCrisisChat = (state: ConversationState): boolean =>
  state.crisisScreen || isSeriousTier(state.chat?.crisis?.tier) || state.messages.some((message) => isSeriousTier(message.safety));

/** The crisis screen a stored chat still owes its user: tier (c), not yet acknowledged. */
export const owesCrisisScreen = (chat: ChatSummary | null | undefined): boolean => chat?.crisis?.tier === 'c' && !chat.crisis.acknowledged;

/**
 * Replies shown at once, without the word reveal: the crisis protocol's fixed text (engine
 * 'safety', such as the AI disclosure or a tier b/c reply) and any reply to a flagged message.
 * Someone in crisis should not wait for the help to appear word by word.
 */
export const isImmediateReply = (reply: ChatMessage): boolean => reply.engine === 'safety' || reply.safety !== undefined;

/** The state of a chat restored on reload, loading until its messages arrive. */
export const openingConversation = (chatId: string): ConversationState => ({ ...emptyConversation, chatId, load: 'loading' });

/** All the text of a streaming reply: the stored one once it came, else what was received. */
export const streamedText = (reply: StreamingReply): string => reply.final?.content ?? joinText(reply.prefix, reply.text);

/** What of a streaming reply is on screen: the words revealed so far. */
export const revealedText = (reply: StreamingReply): string => revealWords(streamedText(reply), reply.shown);

/**
 * The stored reply as far as it was revealed when Stop was pressed, marked stopped: the server is
 * told the same length and cuts it alike (functions/domain/chat/stop.ts). The crisis
 * protocol's fixed text (engine 'safety') always stays whole, its resources with it.
 */
export function stoppedAt(reply: StreamingReply, message: ChatMessage): ChatMessage {
  const shown = revealedText(reply);
  if (message.engine === 'safety' || shown.length >= message.content.length) return message;
  return { ...message, content: shown, status: 'stopped' };
}

/** Typing dots: nothing new of the reply has arrived yet. */
export const isTyping = (reply: ReplyPhase): boolean => reply.kind === 'streaming' && !reply.text && !reply.final;

/** The stored reply joins the messages and is announced; the stream is over. */
function complete(state: ConversationState, reply: ChatMessage): ConversationState {
  return { ...state, messages: [...state.messages, reply], reply: { kind: 'idle' }, announcement: { id: reply.id, text: reply.content } };
}

/** Shows the next word, and the stored reply whole once the reveal has reached its end. */
function reveal(state: ConversationState, reply: StreamingReply, shown: number): ConversationState {
  const total = countWords(streamedText(reply));
  const next = Math.min(shown, total);
  if (reply.final && next >= total) return complete(state, reply.final);
  // A beat with nothing new to show changes nothing (no render).
  return reply === state.reply && next === reply.shown ? state : { ...state, reply: { ...reply, shown: next } };
}

function asking(state: ConversationState, action: Extract<ConversationAction, { type: 'asking' }>): ConversationState {
  let messages = state.messages.filter((message) => message.id !== action.removeReplyId);
  const continued = action.continueId ? messages.find((message) => message.id === action.continueId) : undefined;
  if (continued) messages = messages.filter((message) => message !== continued);
  const { edit } = action;
  const edited = edit ? messages.findIndex((message) => message.id === edit.messageId) : -1;
  if (edit && edited >= 0) {
    // Only the last turn can be edited: the message takes its new text, its old reply goes.
    messages = [...messages.slice(0, edited), { ...messages[edited]!, content: edit.text }];
  }
  if (action.userMessage) messages = [...messages, action.userMessage];
  const prefix = continued?.content ?? '';
  const reply: StreamingReply = { kind: 'streaming', since: action.since, prefix, text: '', shown: countWords(prefix), stopping: false };
  return { ...state, messages, notice: null, reply };
}

/** The stored user message replaces the one shown while sending (same text, the server's id). */
function withUserMessage(messages: ChatMessage[], userMessage: ChatMessage | undefined, localId?: string): ChatMessage[] {
  if (!userMessage) return messages;
  return messages.map((message) => (message.id === localId || message.id === userMessage.id ? userMessage : message));
}

/** The conversation's transitions. Pure, so the timing hooks and the requests stay simple. */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  const reply = state.reply.kind === 'streaming' ? state.reply : null;
  switch (action.type) {
    case 'reset':
      return { ...emptyConversation, notice: action.notice ?? null, view: state.view + 1 };
    case 'draft':
      return { ...emptyConversation, draft: action.draft, load: 'ready', view: state.view + 1 };
    case 'open':
      return { ...openingConversation(action.chatId), view: state.view + 1, focus: action.focus ?? null };
    case 'opened':
      if (state.chatId !== action.chat.chatId) return state;
      return {
        ...state,
        chat: action.chat,
        messages: action.messages,
        load: 'ready',
        reply: { kind: 'idle' },
        crisisScreen: owesCrisisScreen(action.chat),
      };
    case 'openFailed':
      return { ...state, load: 'error' };
    case 'created':
      return { ...state, chatId: action.chat.chatId, chat: action.chat, draft: null, load: 'ready' };
    case 'titled':
      return state.chat && state.chatId === action.chatId ? { ...state, chat: { ...state.chat, title: action.title } } : state;
    case 'asking':
      return asking(state, action);
    case 'started':
      return { ...state, messages: withUserMessage(state.messages, action.userMessage, action.localId) };
    case 'streamText': {
      if (!reply || reply.final) return state;
      const next = { ...reply, text: reply.text + action.text };
      const total = countWords(streamedText(next));
      // The first word shows as it arrives; the rest follow on the reveal's steady beat.
      const shown = reply.stopping
        ? reply.shown
        : action.instant
          ? total
          : Math.max(reply.shown, Math.min(total, countWords(reply.prefix) + 1));
      return { ...state, reply: { ...next, shown } };
    }
    case 'streamReplace': {
      if (!reply || reply.final) return state;
      // The reply screen failed the reply so far: the safe text takes its place at once.
      return { ...state, reply: { ...reply, prefix: '', text: action.text, shown: countWords(action.text) } };
    }
    case 'revealStep':
      return reply ? reveal(state, reply, reply.shown + 1) : state;
    case 'stopRequested':
      if (!reply) return state;
      return reply.final ? complete(state, stoppedAt(reply, reply.final)) : { ...state, reply: { ...reply, stopping: true } };
    case 'answered': {
      if (!reply) return state;
      const messages = withUserMessage(state.messages, action.userMessage, action.localId);
      const crisisScreen = state.crisisScreen || Boolean(action.crisisScreen);
      const next = { ...state, messages, crisisScreen };
      if (reply.stopping) return complete(next, stoppedAt(reply, action.reply));
      const final = { ...reply, final: action.reply };
      const whole = action.instant || isImmediateReply(action.reply) || action.reply.status === 'stopped';
      return reveal(next, final, whole ? Number.MAX_SAFE_INTEGER : final.shown);
    }
    case 'crisisAcknowledged': {
      if (state.chatId !== action.chatId) return state;
      const chat = state.chat?.crisis ? { ...state.chat, crisis: { ...state.chat.crisis, acknowledged: true } } : state.chat;
      return { ...state, chat, crisisScreen: false };
    }
    case 'failed': {
      let messages = action.messages ?? state.messages.filter((message) => message.id !== action.dropId);
      if (action.restore) messages = [...messages, action.restore];
      return { ...state, messages, notice: action.notice, reply: { kind: 'idle' } };
    }
    case 'forget':
      return state.chatId === action.chatId ? { ...emptyConversation, view: state.view + 1 } : state;
  }
}

/** Whether a reply is on its way (requested, typing or revealing): Send, Regenerate and Edit wait for it. */
export const isReplying = (state: ConversationState): boolean => state.reply.kind !== 'idle';
