import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '#shared/chat';
import { messages as wording } from '#shared/messages';
import type { ChatMessage, ChatSummary, ReplyResponse } from '#shared/schemas/chat';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { readLocal, removeLocal, storageKeys, writeLocal } from '@/lib/storage-keys';
import { getChat } from './api/get-chat';
import { newChat } from './api/new-chat';
import { newTemporaryChat } from './api/temporary-chat';
import { setTitle } from './api/set-title';
import { chatFailure, chatIsGone, chatRequirement, isCoachOff, messageWasSaved, type ChatRequirement } from './chat-failure';
import {
  conversationReducer,
  emptyConversation,
  isReplying,
  openingConversation,
  revealedText,
  type ConversationAction,
  type MessageFocus,
} from './conversation-state';
import type { ChatChoice } from './sessions';
import { useReplyStream, type StreamResult } from './use-reply-stream';
import { useReplyTimers } from './use-reply-timers';

/** What the sessions list learns from the conversation. */
export interface ConversationEvents {
  /** The first message created the chat: it joins the list, newest first. */
  onCreated: (chat: ChatSummary) => void;
  onTitled: (chatId: string, title: string) => void;
  /** The chat no longer exists on the server: it leaves the list. */
  onGone: (chatId: string) => void;
  /** The API wants the age question or the AI disclosure answered first (a 409, or `disclosureDue`). */
  onRequirement?: (requirement: ChatRequirement) => void;
}

/**
 * The stored reply, carrying its tier even if only the answer's `safety` named it, so the
 * resources show beside it at once and not only after a reload.
 */
function replyOf(answer: ReplyResponse): ChatMessage {
  return answer.safety && !answer.message.safety ? { ...answer.message, safety: answer.safety.tier } : answer.message;
}

export const SESSION_GONE = 'That session no longer exists, so it was removed from your list.';

const selected = storageKeys.selectedSessionId;

type FailedAction = Extract<ConversationAction, { type: 'failed' }>;

/** What a reply request puts back when it fails: `saved` says whether the user's message is stored. */
interface Settling {
  localId?: string;
  temporary?: boolean;
  undo: (saved: boolean) => Partial<Omit<FailedAction, 'type' | 'notice'>>;
}

/**
 * The chat on screen (spec section 4): opening a session, the wizard's draft, sending (which
 * creates the chat on the first message and then titles it), regenerating, continuing, editing
 * and stopping a reply, all streamed, and the reply animation. The open chat is kept as `selectedSessionId`, so a reload reopens it.
 */
export function useConversation(events: ConversationEvents) {
  const [restoredId] = useState(() => readLocal(selected));
  const [state, dispatch] = useReducer(conversationReducer, restoredId ? openingConversation(restoredId) : emptyConversation);
  // Bumped whenever another chat takes the screen: answers for the previous one are then ignored.
  const generation = useRef(0);
  useReplyTimers(state.reply, dispatch);
  const streams = useReplyStream(dispatch);

  /** Shows an answer (the crisis screen with it, if asked) and passes on a disclosure that is due. */
  function answered(answer: ReplyResponse, localId?: string) {
    dispatch({
      type: 'answered',
      reply: replyOf(answer),
      userMessage: answer.userMessage,
      crisisScreen: answer.safety?.crisisScreen === true,
      instant: prefersReducedMotion(),
      ...(localId ? { localId } : {}),
    });
    if (answer.disclosureDue === true) events.onRequirement?.('disclosure');
  }

  /** A refusal that needs the age question or the disclosure first opens that popup. */
  function refused(error: unknown, fromNewChat = false) {
    const requirement = chatRequirement(error, fromNewChat);
    if (requirement) events.onRequirement?.(requirement);
  }

  async function load(chatId: string, options: { signal?: AbortSignal; quiet?: boolean } = {}) {
    const gen = generation.current;
    try {
      const data = await getChat(chatId, options.signal);
      if (gen === generation.current) dispatch({ type: 'opened', chat: data.chat, messages: data.messages });
    } catch (error) {
      if (options.signal?.aborted || gen !== generation.current) return;
      if (!chatIsGone(error)) {
        console.warn('Could not load the chat', error);
        dispatch({ type: 'openFailed' });
        return;
      }
      removeLocal(selected);
      events.onGone(chatId);
      dispatch({ type: 'reset', ...(options.quiet ? {} : { notice: { text: SESSION_GONE, retry: false } }) });
    }
  }

  // A reload reopens the stored session; one that was deleted meanwhile is quietly forgotten.
  const restore = useEffectEvent((chatId: string, signal: AbortSignal) => load(chatId, { signal, quiet: true }));
  useEffect(() => {
    if (!restoredId) return undefined;
    const controller = new AbortController();
    void restore(restoredId, controller.signal);
    return () => controller.abort();
  }, [restoredId]);

  const showing = (next: string | null) => {
    generation.current += 1;
    if (next) writeLocal(selected, next);
    else removeLocal(selected);
  };

  /** Opens a chat; a search match (`focus`) is scrolled into view with its words marked. */
  const open = (chatId: string, focus?: MessageFocus) => {
    showing(chatId);
    dispatch({ type: 'open', chatId, ...(focus ? { focus } : {}) });
    void load(chatId);
  };

  const startDraft = (draft: ChatChoice) => {
    showing(null);
    dispatch({ type: 'draft', draft });
  };

  /** After a deletion: the view resets only if it showed that chat. */
  const forget = (chatId: string) => {
    if (state.chatId === chatId || readLocal(selected) === chatId) showing(null);
    dispatch({ type: 'forget', chatId });
  };

  async function nameChat(chatId: string, text: string) {
    try {
      const title = await setTitle(chatId, text);
      events.onTitled(chatId, title);
      dispatch({ type: 'titled', chatId, title });
    } catch (error) {
      // The chat still works untitled; the list keeps showing "New Session".
      console.warn('Could not title the chat', error);
    }
  }

  /**
   * Sends the trimmed text; resolves whether it was stored, so the text box can give back a
   * message that was refused (plan, rate limit, network) instead of losing it.
   */
  async function send(text: string): Promise<boolean> {
    const content = text.trim();
    const draft = state.draft;
    if (!content || content.length > MAX_MESSAGE_LENGTH || isReplying(state) || state.load !== 'ready') return false;
    if (!state.chatId && !draft) return false;
    const gen = generation.current;
    const since = Date.now();
    const localId = `local-${since}`;
    dispatch({ type: 'asking', since, userMessage: { id: localId, role: 'user', content, createdAt: new Date(since).toISOString() } });

    let chat = state.chat;
    let chatId = state.chatId;
    const temporary = Boolean(draft?.temporary ?? state.chat?.temporary);
    const earlier = state.messages.map(({ role, content: said }) => ({ role, content: said }));
    if (!chatId && draft) {
      try {
        chat = await (temporary ? newTemporaryChat : newChat)(draft.goal, draft.style);
      } catch (error) {
        if (gen === generation.current) dispatch({ type: 'failed', notice: chatFailure(error, true), dropId: localId });
        refused(error, true);
        return false;
      }
      chatId = chat.chatId;
      // A temporary session joins no list and is not reopened by a reload: nothing of it is kept.
      if (!temporary) events.onCreated(chat);
      if (gen === generation.current) {
        if (!temporary) writeLocal(selected, chatId);
        dispatch({ type: 'created', chat });
      }
    }
    if (!chatId) return false;

    const onScreen = () => gen === generation.current;
    // A temporary session's message goes with the conversation so far: the server keeps none of it.
    const body = temporary ? { action: 'send' as const, text: content, earlier } : { action: 'send' as const, text: content };
    const result = await streams.run(chatId, body, onScreen, localId);
    const stored = await settle(result, chatId, gen, { localId, temporary, undo: (saved) => (saved ? {} : { dropId: localId }) });
    if (stored && chat && !temporary && !chat.title.trim()) void nameChat(chatId, content);
    return stored;
  }

  /**
   * Shows how a streamed reply ended and resolves whether the user's message is stored. A dropped
   * connection reloads the chat: the server keeps a reply as far as it was screened, marked cut off.
   */
  async function settle(result: StreamResult, chatId: string, gen: number, { localId, temporary = false, undo }: Settling) {
    const onScreen = () => gen === generation.current;
    const fail = (notice: FailedAction['notice'], saved: boolean) => {
      if (onScreen()) dispatch({ type: 'failed', notice, ...undo(saved) });
    };
    switch (result.kind) {
      case 'done':
        if (onScreen()) answered(result.answer, localId);
        return true;
      case 'aborted':
        return false;
      case 'error': {
        const saved = result.saved && !temporary;
        // The coach off for a teen (isCoachOff) keeps the message, but a retry cannot help: the API's words say when.
        fail(
          saved && !isCoachOff(result.code)
            ? { text: wording.chat.coachFailed, retry: true }
            : { text: result.message || chatFailure(null).text, retry: false },
          saved,
        );
        return saved;
      }
      case 'refused': {
        // A temporary session stores nothing, even when the coach fails: the text goes back to the box.
        const saved = !temporary && messageWasSaved(result.error);
        fail(temporary ? { ...chatFailure(result.error), retry: false } : chatFailure(result.error), saved);
        refused(result.error);
        return saved;
      }
      case 'lost':
        if (temporary || !onScreen()) {
          fail(chatFailure(null), false);
          return false;
        }
        try {
          const data = await getChat(chatId);
          if (onScreen()) dispatch({ type: 'opened', chat: data.chat, messages: data.messages });
        } catch (error) {
          fail(chatFailure(error), result.started);
        }
        return result.started;
    }
  }

  /** Replaces the last reply, or answers a saved message the coach could not answer (Try again). */
  async function regenerate(): Promise<void> {
    const chatId = state.chatId;
    if (!chatId || isReplying(state)) return;
    const last = state.messages.at(-1);
    const replaced = last?.role === 'assistant' ? last : undefined;
    const gen = generation.current;
    dispatch({ type: 'asking', since: Date.now(), ...(replaced ? { removeReplyId: replaced.id } : {}) });
    const result = await streams.run(chatId, { action: 'regenerate' }, () => gen === generation.current);
    await settle(result, chatId, gen, { undo: () => (replaced ? { restore: replaced } : {}) });
  }

  /** More of the last reply, which was cut off: the new words join it. */
  async function continueReply(): Promise<void> {
    const chatId = state.chatId;
    const last = state.messages.at(-1);
    if (!chatId || isReplying(state) || last?.role !== 'assistant' || last.status !== 'cut-off') return;
    const gen = generation.current;
    dispatch({ type: 'asking', since: Date.now(), continueId: last.id });
    const result = await streams.run(chatId, { action: 'continue' }, () => gen === generation.current);
    await settle(result, chatId, gen, { undo: () => ({ restore: last }) });
  }

  /**
   * Sends the last message again with new text (only the last turn): its old reply goes and the
   * new one streams in its place. Resolves whether the edit was stored; if not, all is put back.
   */
  async function edit(messageId: string, newText: string): Promise<boolean> {
    const chatId = state.chatId;
    const content = newText.trim();
    const before = state.messages;
    const lastUser = before.findLast((message) => message.role === 'user');
    if (!chatId || isReplying(state) || lastUser?.id !== messageId || !content || content.length > MAX_MESSAGE_LENGTH) return false;
    const gen = generation.current;
    dispatch({ type: 'asking', since: Date.now(), edit: { messageId, text: content } });
    const result = await streams.run(chatId, { action: 'edit', messageId, text: content }, () => gen === generation.current);
    return settle(result, chatId, gen, { undo: (saved) => (saved ? {} : { messages: before }) });
  }

  /**
   * Stop: the reveal ends where it is, and the server is told how much was shown, so it stops the
   * model and the stored reply holds only that, marked stopped, even when it had arrived whole.
   */
  function stop(): void {
    if (state.reply.kind !== 'streaming') return;
    dispatch({ type: 'stopRequested' });
    streams.stop(revealedText(state.reply).length, state.reply.final !== undefined);
  }

  return {
    state,
    replying: isReplying(state),
    open,
    startDraft,
    forget,
    send,
    regenerate,
    continueReply,
    edit,
    stop,
    /** The chat has a new title (the user renamed it): the header follows if it shows that chat. */
    titled: (chatId: string, title: string) => dispatch({ type: 'titled', chatId, title }),
    /** The crisis screen of this chat was acknowledged (or could not be recorded): it closes. */
    crisisAcknowledged: (chatId: string) => dispatch({ type: 'crisisAcknowledged', chatId }),
    /** Back to the greeting with nothing selected. */
    reset: () => {
      showing(null);
      dispatch({ type: 'reset' });
    },
  };
}

export type Conversation = ReturnType<typeof useConversation>;
