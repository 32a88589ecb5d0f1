import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COACH_NAME } from '#shared/chat';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useVoiceAccess } from '../voice/use-voice-access';
import { useVoiceOutput } from '../voice/use-voice-output';
import { choiceSummary } from '../sessions';
import { useBreakSuggestion } from '../use-break-suggestion';
import { useFollowScroll } from '../use-follow-scroll';
import { useChatShortcuts } from '../use-chat-shortcuts';
import type { Conversation } from '../use-conversation';
import { useNewReply } from '../use-new-reply';
import { ChatLog } from './chat-log';
import { Composer } from './composer';
import { canSuggestGoal, GoalSuggestion } from './goal-suggestion';
import { Greeting } from './greeting';
import { ShortcutsDialog } from './shortcuts-dialog';
import { StartCard } from './start-card';
import '../chat.css';

/** Said above a temporary session's conversation. */
export const TEMPORARY_NOTE =
  "Temporary session: nothing you write here is saved, and your coach won't remember it. If things get very hard, the same support is here.";

export interface ChatPanelProps {
  firstName: string;
  conversation: Conversation;
  /** Undefined while the sessions list loads (or failed to). */
  hasSessions: boolean | undefined;
  /** Opens the goal and style wizard. */
  onStart: () => void;
  /** Voice is Premium's (spec section 6). */
  premium: boolean;
  /** Opens the plan popup: a non-Premium user touched a voice control. Absent beside a crisis. */
  onUpgrade: (() => void) | undefined;
  /** A linked guardian turned voice off (shared/guardian-controls.ts): no microphone, and the panel says why. */
  voiceOff?: boolean;
  /** A quiet note for the home (no chat open), such as the check-in nudge; composed by the dashboard. */
  homeNote?: ReactNode;
  /** Opens the search across sessions (Ctrl/Cmd+K), where the dashboard has one. */
  onSearch?: (() => void) | undefined;
}

/** The dashboard's main area (spec section 2): the greeting, the conversation and the text box. */
export function ChatPanel(props: ChatPanelProps) {
  const { firstName, conversation, hasSessions, onStart, premium, onUpgrade, homeNote, onSearch, voiceOff = false } = props;
  const { state, replying, send, regenerate, continueReply, edit, stop: stopReply, open } = conversation;
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  useChatShortcuts({ onNewSession: onStart, onSearch, onStop: stopReply, replying, onHelp: () => setShortcutsOpen(true) });
  const access = useVoiceAccess(premium, onUpgrade, voiceOff);
  const output = useVoiceOutput();
  // Spoken replies (spec section 4): each new reply once complete; another chat silences them.
  useNewReply(state, (reply) => {
    if (output.on && premium && !voiceOff) void output.say(reply.content);
  });
  const { stop: silence } = output;
  useEffect(() => silence(), [state.view, silence]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const progress = state.reply.kind === 'streaming' ? state.reply.shown : state.reply.kind;
  const sentCount = state.messages.filter((message) => message.role === 'user').length;
  useFollowScroll(scrollRef, `${state.messages.length}:${progress}:${state.notice?.text ?? ''}`, `${state.view}:${sentCount}`);

  const breakSuggestion = useBreakSuggestion(state.chat, state.messages);
  const { kind: breakKind } = breakSuggestion;
  const focusComposer = () => scrollRef.current?.parentElement?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
  const dismissBreak = () => {
    breakSuggestion.dismiss();
    // The button goes away: the text box takes focus, ready for when the user is back.
    focusComposer();
  };

  const choice = state.chat ? { goal: state.chat.chatGoal, style: state.chat.chatStyle } : state.draft;
  const ready = state.load === 'ready' && Boolean(state.chatId || state.draft);
  const hasChat = Boolean(state.chatId || state.draft) && state.load !== 'error';
  const temporary = Boolean(state.chat?.temporary || state.draft?.temporary);

  return (
    <div className="chat">
      {/* Focusable, so a keyboard alone can scroll a long conversation. */}
      <div ref={scrollRef} className="chat__scroll" role="region" aria-label={`Chat with ${COACH_NAME}`} tabIndex={0}>
        <div className="chat__column">
          <Greeting firstName={firstName} />
          {choice ? <p className="chat-choice">{choiceSummary(choice)}</p> : null}
          {state.chat?.temporary || state.draft?.temporary ? <p className="chat-note">{TEMPORARY_NOTE}</p> : null}
          {state.load === 'loading' ? (
            <p role="status" className="chat-loading">
              Loading this session…
            </p>
          ) : null}
          {state.load === 'error' && state.chatId ? (
            <div className="chat-notice">
              <Alert>We couldn&apos;t load this session. Please try again.</Alert>
              <Button variant="secondary" onClick={() => open(state.chatId ?? '')}>
                Try again
              </Button>
            </div>
          ) : null}
          {ready ? (
            <ChatLog
              items={state.messages}
              reply={state.reply}
              notice={state.notice}
              onRegenerate={temporary ? undefined : () => void regenerate()}
              onContinue={temporary ? undefined : () => void continueReply()}
              onEdit={
                temporary
                  ? undefined
                  : (messageId, newText) => {
                      // The editor closes: the conversation goes on from the text box.
                      focusComposer();
                      return edit(messageId, newText);
                    }
              }
              breakNote={breakKind ? { kind: breakKind, goal: breakSuggestion.goal, onDismiss: dismissBreak } : undefined}
              focus={state.focus}
              announcement={state.announcement}
            />
          ) : null}
          {/* The end of a session: keyed by chat, so another chat starts afresh. */}
          {ready && !state.chat?.temporary && canSuggestGoal(state.chat, state.messages, state.reply.kind !== 'idle') ? (
            <GoalSuggestion key={state.chat.chatId} chatId={state.chat.chatId} onHidden={focusComposer} />
          ) : null}
          {state.load === 'idle' ? (
            <>
              {state.notice ? <Alert tone="info">{state.notice.text}</Alert> : null}
              <StartCard hasSessions={hasSessions} onStart={onStart} />
              {homeNote}
            </>
          ) : null}
        </div>
      </div>
      {hasChat ? (
        // A new key empties the box in another chat; the first view (a reload) leaves focus alone.
        <Composer
          key={state.view}
          onSend={send}
          waiting={replying || !ready}
          autoFocus={state.view > 0}
          voice={{ access, output }}
          onStop={replying ? stopReply : undefined}
          onShortcuts={() => setShortcutsOpen(true)}
        />
      ) : null}
      {shortcutsOpen ? <ShortcutsDialog search={Boolean(onSearch)} onClose={() => setShortcutsOpen(false)} /> : null}
    </div>
  );
}
