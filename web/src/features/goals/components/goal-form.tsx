import { useState, type FormEvent } from 'react';
import { GOALS, CHAT_CHOICES, type ChatGoal } from '#shared/chat';
import { GOAL_LIMITS } from '#shared/goals';
import type { CreateGoalBody, Goal, UpdateGoalBody } from '#shared/schemas/goals';
import { codePointLength } from '#shared/text';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { localToday } from '../api/save-check-in';

export const GOAL_TEXT_REQUIRED = 'Please write your goal.';
export const GOAL_TEXT_TOO_LONG = `Your goal can be at most ${GOAL_LIMITS.textLength} characters.`;

const TIMES = Array.from({ length: GOAL_LIMITS.maxTimesPerWeek - GOAL_LIMITS.minTimesPerWeek + 1 }, (_, i) => {
  const n = GOAL_LIMITS.minTimesPerWeek + i;
  return { value: String(n), label: n === 1 ? 'Once a week' : `${n} times a week` };
});
const RHYTHMS = [{ value: '', label: 'No set rhythm' }, ...TIMES];
const CHAT_GOALS = CHAT_CHOICES.map((choice) => ({ value: String(choice), label: GOALS[choice] }));

export type GoalFormValues = CreateGoalBody;

export interface GoalFormProps {
  /** Editing this goal; a new one when absent. */
  goal?: Goal;
  submitLabel: string;
  /** Saves; a rejection shows the API's message (such as the active goals cap) under the form. */
  onSubmit: (values: { create: CreateGoalBody; update: UpdateGoalBody }) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A goal in the user's own words, the coaching goal it serves, and an optional rhythm and target
 * date. Checked here with the API's limits so most mistakes never make a round trip.
 */
export function GoalForm({ goal, submitLabel, onSubmit, onCancel }: GoalFormProps) {
  const [text, setText] = useState(goal?.text ?? '');
  const [chatGoal, setChatGoal] = useState(String(goal?.chatGoal ?? CHAT_CHOICES[0]));
  const [times, setTimes] = useState(goal?.timesPerWeek ? String(goal.timesPerWeek) : '');
  const [targetDate, setTargetDate] = useState(goal?.targetDate ?? '');
  const [textError, setTextError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem = !trimmed ? GOAL_TEXT_REQUIRED : codePointLength(trimmed) > GOAL_LIMITS.textLength ? GOAL_TEXT_TOO_LONG : null;
    setTextError(problem);
    setError(null);
    if (problem) return;
    const timesPerWeek = times ? Number(times) : undefined;
    const create: CreateGoalBody = {
      text: trimmed,
      chatGoal: Number(chatGoal) as ChatGoal,
      ...(timesPerWeek ? { timesPerWeek } : {}),
      ...(targetDate ? { targetDate } : {}),
    };
    // Only what changed: a target date that has passed since would be refused if sent again.
    const update: UpdateGoalBody = {
      text: trimmed,
      ...(timesPerWeek !== goal?.timesPerWeek ? { timesPerWeek: timesPerWeek ?? null } : {}),
      ...(targetDate !== (goal?.targetDate ?? '') ? { targetDate: targetDate || null } : {}),
    };
    setPending(true);
    onSubmit({ create, update }).then(
      () => {
        setPending(false);
        if (!goal) {
          setText('');
          setTimes('');
          setTargetDate('');
        }
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };

  return (
    <form className="goals-form" onSubmit={submit} noValidate>
      <TextField
        label="Your goal"
        hint={`Up to ${GOAL_LIMITS.textLength} characters, in your own words.`}
        value={text}
        aria-invalid={textError ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {goal ? null : <SelectField label="Coaching goal" value={chatGoal} options={CHAT_GOALS} onChange={setChatGoal} />}
      <div className="goals-form__row">
        <SelectField label="Rhythm (optional)" value={times} options={RHYTHMS} onChange={setTimes} />
        <TextField
          label="Target date (optional)"
          type="date"
          min={localToday()}
          value={targetDate}
          onChange={(event) => setTargetDate(event.target.value)}
        />
      </div>
      {textError ? <Alert>{textError}</Alert> : null}
      {error ? <Alert>{errorMessage(error, "We couldn't save your goal. Please try again.")}</Alert> : null}
      <div className="goals-form__actions">
        <Button type="submit" busy={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
