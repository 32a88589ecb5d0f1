import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { GOAL_LIMITS, GOAL_SUGGESTION_LIMITS } from '#shared/goals';
import type { ChatMessage, ChatSummary } from '#shared/schemas/chat';
import type { Goal, GoalSuggestion as Suggestion } from '#shared/schemas/goals';
import { codePointLength } from '#shared/text';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { NoteHelp } from '@/components/sos/note-help';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { createGoal } from '@/lib/goals';
import { paths } from '@/paths';
import { suggestGoal } from '../api/suggest-goal';
import './goal-suggestion.css';
import '@/components/quiet-note.css';

export const SUGGEST_GOAL = 'Suggest a goal from this chat';
export const SUGGESTION_LOADING = 'Finding a goal that fits this chat…';
export const SUGGESTION_FAILED = "We couldn't suggest a goal just now. Please try again.";
export const SUGGESTION_NONE = 'There is no goal to suggest from this chat right now. You can always set one on the Goals page.';
export const SUGGESTION_TITLE = 'A goal from this chat';
export const SUGGESTION_FIELD = 'Your goal';
export const SUGGESTION_HINT = 'Change it as you like before adding it.';
export const ADD_GOAL = 'Add goal';
export const NOT_NOW = 'Not now';
export const GOAL_ADDED = 'Added to your goals.';
export const SEE_GOALS = 'See your goals';
export const ADD_FAILED = "We couldn't add this goal. Please try again.";
export const GOAL_TEXT_REQUIRED = 'Please write your goal.';
export const GOAL_TEXT_TOO_LONG = `Your goal can be at most ${GOAL_LIMITS.textLength} characters.`;

/** "Once a week", "3 times a week": the suggestion's rhythm as the Goals page says it. */
export const rhythmText = (timesPerWeek: number): string => (timesPerWeek === 1 ? 'Once a week' : `${timesPerWeek} times a week`);

const hiddenKey = (chatId: string) => `goalSuggestionHidden:${chatId}`;

function isHidden(chatId: string): boolean {
  try {
    return sessionStorage.getItem(hiddenKey(chatId)) !== null;
  } catch {
    return false;
  }
}

function hide(chatId: string, why: 'not-now' | 'added'): void {
  try {
    sessionStorage.setItem(hiddenKey(chatId), why);
  } catch {
    // Storage disabled: it stays hidden while this chat stays open.
  }
}

/**
 * Whether the chat may offer a goal suggestion: a stored chat where the user has said
 * a little (GOAL_SUGGESTION_LIMITS.minUserMessages), with no reply on its way, and never in a
 * chat that met any crisis tier: a goal nudge does not belong beside the crisis lines.
 */
export function canSuggestGoal(chat: ChatSummary | null, messages: readonly ChatMessage[], replying: boolean): chat is ChatSummary {
  if (!chat || replying || chat.crisis || messages.some((message) => message.safety)) return false;
  return messages.filter((message) => message.role === 'user').length >= GOAL_SUGGESTION_LIMITS.minUserMessages;
}

type Phase =
  | { kind: 'offer' | 'loading' | 'failed' | 'none' | 'hidden' }
  | { kind: 'card'; suggestion: Suggestion }
  /** `goal` carries the flag its text raised, if any: the words the user added are screened like any note. */
  | { kind: 'added'; goal: Goal };

export interface GoalSuggestionProps {
  chatId: string;
  /** Called once the user put the suggestion away ("Not now"), to move focus on. */
  onHidden: () => void;
}

/**
 * The end of a session: a quiet button under the conversation that asks for a goal
 * suggested from the chat. It appears without taking focus; once pressed, the card takes focus
 * (its text field), with the suggestion to edit, its rhythm, "Add goal" (POST /api/goals) and
 * "Not now", which hides it for this chat for the browser session. Nothing is saved unless the
 * user adds it; the goal they add, edited or not, is screened like any note, and its help shows
 * here when it met a crisis tier (docs/safety.md "Notes the user writes").
 */
export function GoalSuggestion({ chatId, onHidden }: GoalSuggestionProps) {
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>(() => ({ kind: isHidden(chatId) ? 'hidden' : 'offer' }));
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const after = useRef<HTMLParagraphElement>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    // Only after a press of the user's: the button itself never takes focus.
    if (phase.kind === 'card') field.current?.focus();
    if (phase.kind === 'none' || phase.kind === 'added') after.current?.focus();
  }, [phase.kind]);

  if (phase.kind === 'hidden') return null;

  const ask = () => {
    if (phase.kind === 'loading') return;
    controller.current?.abort();
    const request = new AbortController();
    controller.current = request;
    setPhase({ kind: 'loading' });
    suggestGoal(chatId, request.signal).then(
      (suggestion) => {
        if (request.signal.aborted) return;
        if (!suggestion) return setPhase({ kind: 'none' });
        setText(suggestion.text);
        setPhase({ kind: 'card', suggestion });
      },
      (failure: unknown) => {
        if (request.signal.aborted) return;
        console.warn('Could not suggest a goal', failure);
        setPhase({ kind: 'failed' });
      },
    );
  };

  if (phase.kind === 'none' || phase.kind === 'added') {
    return (
      <>
        <p className="goal-suggestion goal-suggestion__after" tabIndex={-1} ref={after}>
          {phase.kind === 'none' ? (
            SUGGESTION_NONE
          ) : (
            <>
              {GOAL_ADDED} <Link to={paths.goals.getHref()}>{SEE_GOALS}</Link>
            </>
          )}
        </p>
        {phase.kind === 'added' ? <NoteHelp safety={phase.goal.safety} note={{ note: 'goal', id: phase.goal.goalId }} /> : null}
      </>
    );
  }

  if (phase.kind !== 'card') {
    return (
      <div className="goal-suggestion__offer">
        <Button variant="ghost" className="goal-suggestion__ask" busy={phase.kind === 'loading'} onClick={ask}>
          {SUGGEST_GOAL}
        </Button>
        <p role="status" className="goal-suggestion__status">
          {phase.kind === 'loading' ? SUGGESTION_LOADING : ''}
        </p>
        {phase.kind === 'failed' ? <Alert>{SUGGESTION_FAILED}</Alert> : null}
      </div>
    );
  }

  const { suggestion } = phase;
  const notNow = () => {
    hide(chatId, 'not-now');
    setPhase({ kind: 'hidden' });
    onHidden();
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const invalid = !trimmed ? GOAL_TEXT_REQUIRED : codePointLength(trimmed) > GOAL_LIMITS.textLength ? GOAL_TEXT_TOO_LONG : null;
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      const { goal } = await createGoal({
        text: trimmed,
        chatGoal: suggestion.chatGoal,
        ...(suggestion.timesPerWeek !== undefined && { timesPerWeek: suggestion.timesPerWeek }),
      });
      hide(chatId, 'added');
      setPhase({ kind: 'added', goal });
    } catch (failure) {
      setProblem(errorMessage(failure, ADD_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="quiet-note goal-suggestion" aria-labelledby={titleId} onSubmit={(event) => void add(event)} noValidate>
      <p id={titleId} className="goal-suggestion__title">
        {SUGGESTION_TITLE}
      </p>
      <TextField
        ref={field}
        label={SUGGESTION_FIELD}
        hint={SUGGESTION_HINT}
        value={text}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {suggestion.timesPerWeek ? (
        <p className="goal-suggestion__rhythm">Rhythm: {rhythmText(suggestion.timesPerWeek).toLowerCase()}</p>
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="goal-suggestion__actions">
        <Button type="submit" busy={saving}>
          {ADD_GOAL}
        </Button>
        <Button variant="secondary" onClick={notNow}>
          {NOT_NOW}
        </Button>
      </div>
    </form>
  );
}
