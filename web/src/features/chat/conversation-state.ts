import type { ChatMessage, ChatSummary } from '../../../../shared/schemas/chat';
import type { ChatNotice } from './chat-failure';
import { countWords } from './reveal';
import type { ChatChoice } from './sessions';

/**
 * Where the coach's next reply is: nothing pending; typing dots (the reply may already have
 * arrived and wait for the dots to finish); or words being revealed in the reply `id`.
 */
export type ReplyPhase =
  | { kind: 'idle' }
  | { kind: 'typing'; since: number; reply?: ChatMessage }
  | { kind: 'revealing'; id: string; shown: number; total: number };

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
}

export type ConversationAction =
  | { type: 'reset'; notice?: ChatNotice }
  | { type: 'draft'; draft: ChatChoice }
  | { type: 'open'; chatId: string }
  | { type: 'opened'; chat: ChatSummary; messages: ChatMessage[] }
  | { type: 'openFailed' }
  | { type: 'created'; chat: ChatSummary }
  | { type: 'titled'; chatId: string; title: string }
  /** A reply is requested: the user's message (shown at once) or a regenerate that removes the old reply. */
  | { type: 'asking'; since: number; userMessage?: ChatMessage; removeReplyId?: string }
  | { type: 'answered'; reply: ChatMessage; userMessage: ChatMessage; localId?: string; crisisScreen?: boolean }
  /** The user acknowledged the crisis screen of this chat. */
  | { type: 'crisisAcknowledged'; chatId: string }
  | { type: 'revealStart'; instant: boolean }
  | { type: 'revealStep' }
  /** No reply: drop the message that was never stored, put back a reply that was being replaced. */
  | { type: 'failed'; notice: ChatNotice; dropId?: string; restore?: ChatMessage }
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
};

/** The crisis screen a stored chat still owes its user: tier (c), not yet acknowledged. */
export const owesCrisisScreen = (chat: ChatSummary | null | undefined): boolean => chat?.crisis?.tier === 'c' && !chat.crisis.acknowledged;

/**
 * Replies shown at once, without typing dots or the word reveal: the crisis protocol's fixed text
 * (engine 'safety', such as the AI disclosure or a tier b/c reply) and any reply to a flagged
 * message. Someone in crisis should not wait two seconds or more for the help to appear.
 */
export const isImmediateReply = (reply: ChatMessage): boolean => reply.engine === 'safety' || reply.safety !== undefined;

/** The state of a chat restored on reload, loading until its messages arrive. */
export const openingConversation = (chatId: string): ConversationState => ({ ...emptyConversation, chatId, load: 'loading' });

/** The conversation's transitions. Pure, so the timing hooks and the requests stay simple. */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'reset':
      return { ...emptyConversation, notice: action.notice ?? null, view: state.view + 1 };
    case 'draft':
      return { ...emptyConversation, draft: action.draft, load: 'ready', view: state.view + 1 };
    case 'open':
      return { ...openingConversation(action.chatId), view: state.view + 1 };
    case 'opened':
      if (state.chatId !== action.chat.chatId) return state;
      return { ...state, chat: action.chat, messages: action.messages, load: 'ready', crisisScreen: owesCrisisScreen(action.chat) };
    case 'openFailed':
      return { ...state, load: 'error' };
    case 'created':
      return { ...state, chatId: action.chat.chatId, chat: action.chat, draft: null, load: 'ready' };
    case 'titled':
      return state.chat && state.chatId === action.chatId ? { ...state, chat: { ...state.chat, title: action.title } } : state;
    case 'asking': {
      let messages = state.messages.filter((message) => message.id !== action.removeReplyId);
      if (action.userMessage) messages = [...messages, action.userMessage];
      return { ...state, messages, notice: null, reply: { kind: 'typing', since: action.since } };
    }
    case 'answered': {
      if (state.reply.kind !== 'typing') return state;
      // The stored user message replaces the one shown while sending (same text, the server's id).
      const messages = state.messages.map((message) =>
        message.id === action.localId || message.id === action.userMessage.id ? action.userMessage : message,
      );
      const crisisScreen = state.crisisScreen || Boolean(action.crisisScreen);
      if (isImmediateReply(action.reply)) {
        return { ...state, messages: [...messages, action.reply], reply: { kind: 'idle' }, crisisScreen };
      }
      return { ...state, messages, reply: { ...state.reply, reply: action.reply }, crisisScreen };
    }
    case 'crisisAcknowledged': {
      if (state.chatId !== action.chatId) return state;
      const chat = state.chat?.crisis ? { ...state.chat, crisis: { ...state.chat.crisis, acknowledged: true } } : state.chat;
      return { ...state, chat, crisisScreen: false };
    }
    case 'revealStart': {
      if (state.reply.kind !== 'typing' || !state.reply.reply) return state;
      const reply = state.reply.reply;
      const total = countWords(reply.content);
      const messages = [...state.messages, reply];
      if (action.instant || total <= 1) return { ...state, messages, reply: { kind: 'idle' } };
      return { ...state, messages, reply: { kind: 'revealing', id: reply.id, shown: 1, total } };
    }
    case 'revealStep': {
      if (state.reply.kind !== 'revealing') return state;
      const shown = state.reply.shown + 1;
      return { ...state, reply: shown >= state.reply.total ? { kind: 'idle' } : { ...state.reply, shown } };
    }
    case 'failed': {
      let messages = state.messages.filter((message) => message.id !== action.dropId);
      if (action.restore) messages = [...messages, action.restore];
      return { ...state, messages, notice: action.notice, reply: { kind: 'idle' } };
    }
    case 'forget':
      return state.chatId === action.chatId ? { ...emptyConversation, view: state.view + 1 } : state;
  }
}

/** Whether a reply is on its way (requested, typing or revealing): Send and Regenerate wait for it. */
export const isReplying = (state: ConversationState): boolean => state.reply.kind !== 'idle';
