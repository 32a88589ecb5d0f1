import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../../shared/chat';
import type { ChatMessage, ChatSummary, ReplyResponse } from '../../../../shared/schemas/chat';
import { readLocal, removeLocal, storageKeys, writeLocal } from '@/lib/storage-keys';
import { getChat } from './api/get-chat';
import { newChat } from './api/new-chat';
import { regenerateReply } from './api/regenerate-reply';
import { sendMessage } from './api/send-message';
import { newTemporaryChat, sendTemporaryMessage } from './api/temporary-chat';
import { setTitle } from './api/set-title';
import { chatFailure, chatIsGone, chatRequirement, messageWasSaved, type ChatRequirement } from './chat-failure';
import { conversationReducer, emptyConversation, isReplying, openingConversation } from './conversation-state';
import type { ChatChoice } from './sessions';
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

/**
 * The chat on screen (spec section 4): opening a session, the wizard's draft, sending (which
 * creates the chat on the first message and then titles it), regenerating, and the reply
 * animation. The open chat is kept as `selectedSessionId`, so a reload reopens it.
 */
export function useConversation(events: ConversationEvents) {
  const [restoredId] = useState(() => readLocal(selected));
  const [state, dispatch] = useReducer(conversationReducer, restoredId ? openingConversation(restoredId) : emptyConversation);
  // Bumped whenever another chat takes the screen: answers for the previous one are then ignored.
  const generation = useRef(0);
  useReplyTimers(state.reply, dispatch);

  /** Shows an answer (the crisis screen with it, if asked) and passes on a disclosure that is due. */
  function answered(answer: ReplyResponse, localId?: string) {
    dispatch({
      type: 'answered',
      reply: replyOf(answer),
      userMessage: answer.userMessage,
      crisisScreen: answer.safety?.crisisScreen === true,
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

  const open = (chatId: string) => {
    showing(chatId);
    dispatch({ type: 'open', chatId });
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

    let stored = false;
    try {
      // A temporary session's message goes with the conversation so far: the server keeps none of it.
      const answer = temporary ? await sendTemporaryMessage(chatId, content, earlier) : await sendMessage(chatId, content);
      stored = true;
      if (gen === generation.current) answered(answer, localId);
    } catch (error) {
      // A temporary session stores nothing, even when the coach fails: the text goes back to the box.
      stored = !temporary && messageWasSaved(error);
      const notice = temporary ? { ...chatFailure(error), retry: false } : chatFailure(error);
      if (gen === generation.current) dispatch({ type: 'failed', notice, ...(stored ? {} : { dropId: localId }) });
      refused(error);
    }
    if (stored && chat && !temporary && !chat.title.trim()) void nameChat(chatId, content);
    return stored;
  }

  /** Replaces the last reply, or answers a saved message the coach could not answer (Try again). */
  async function regenerate(): Promise<void> {
    const chatId = state.chatId;
    if (!chatId || isReplying(state)) return;
    const last = state.messages.at(-1);
    const replaced = last?.role === 'assistant' ? last : undefined;
    const gen = generation.current;
    dispatch({ type: 'asking', since: Date.now(), ...(replaced ? { removeReplyId: replaced.id } : {}) });
    try {
      const answer = await regenerateReply(chatId);
      if (gen === generation.current) answered(answer);
    } catch (error) {
      if (gen === generation.current) dispatch({ type: 'failed', notice: chatFailure(error), ...(replaced ? { restore: replaced } : {}) });
      refused(error);
    }
  }

  return {
    state,
    replying: isReplying(state),
    open,
    startDraft,
    forget,
    send,
    regenerate,
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
