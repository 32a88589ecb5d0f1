import { useEffect, useState } from 'react';
import { breakSuggestion, continuousRunStart, type BreakKind } from '#shared/healthy-use';
import type { ChatMessage, ChatSummary } from '#shared/schemas/chat';
import { useUser } from '@/lib/auth/get-user';
import { firstActiveGoal } from '@/lib/goals';

const CLOCK_MS = 60_000;

const dismissedKey = (chatId: string) => `breakDismissed:${chatId}`;

function readDismissed(chatId: string): number | undefined {
  try {
    const value = Number(sessionStorage.getItem(dismissedKey(chatId)));
    return value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeDismissed(chatId: string, runStart: number): void {
  try {
    sessionStorage.setItem(dismissedKey(chatId), String(runStart));
  } catch {
    // Storage disabled: the dismissal lasts while this chat stays open.
  }
}

const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export interface BreakSuggestionState {
  kind: BreakKind | undefined;
  /** The text of the user's first active goal, once loaded; undefined if none or not loaded. */
  goal: string | undefined;
  dismiss: () => void;
}

/**
 * The break suggestion (shared/healthy-use.ts) for the open chat, worked out when its messages
 * change. A dismissal is kept in sessionStorage per chat for the run it belonged to, so the same
 * run never asks twice, even after a reload. The goal is fetched only once a note shows.
 */
export function useBreakSuggestion(chat: ChatSummary | null, messages: readonly ChatMessage[]): BreakSuggestionState {
  const user = useUser();
  const chatId = chat?.chatId;
  // Also held here: it re-renders on dismissal, and it holds when storage is disabled.
  const [dismissedHere, setDismissedHere] = useState<{ chatId: string; runStart: number } | null>(null);
  const [goal, setGoal] = useState<string | undefined>(undefined);

  const userTimes = messages.filter((message) => message.role === 'user').map((message) => message.createdAt);
  const flagged = Boolean(chat?.crisis) || messages.some((message) => message.safety);
  // The clock, read on mount and once a minute (renders stay pure); a minute late is still "about an hour".
  const [now, setNow] = useState(() => Date.now());
  const watching = Boolean(chatId) && user.status === 'success';
  useEffect(() => {
    if (!watching) return undefined;
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [watching]);
  // The run the note shown belongs to: dismissing it later, even after the run ended, hides it.
  const runStart = continuousRunStart(userTimes, now);
  let kind: BreakKind | undefined;
  if (chatId && user.status === 'success') {
    kind = breakSuggestion({
      ...user.data.preferences,
      ageConfirmation: user.data.ageConfirmation,
      keptOnByGuardian: user.data.guardianControls?.keepBreakReminders === true,
      userMessageTimes: userTimes,
      now,
      timeZone: browserTimeZone(),
      chatFlagged: flagged,
      dismissedRunStart: dismissedHere?.chatId === chatId ? dismissedHere.runStart : readDismissed(chatId),
    });
  }

  useEffect(() => {
    if (!kind) return;
    const controller = new AbortController();
    firstActiveGoal(controller.signal).then(
      (text) => {
        if (!controller.signal.aborted) setGoal(text);
      },
      // The note stands without the goal.
      () => undefined,
    );
    return () => controller.abort();
  }, [kind]);

  const dismiss = () => {
    if (!chatId || runStart === undefined) return;
    writeDismissed(chatId, runStart);
    setDismissedHere({ chatId, runStart });
  };

  return { kind, goal, dismiss };
}
