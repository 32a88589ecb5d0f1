import { useId, useState, type FormEvent } from 'react';
import { CHECK_IN_LIMITS, MOODS } from '#shared/goals';
import type { DailyCheckIn } from '#shared/schemas/check-ins';
import type { Goal } from '#shared/schemas/goals';
import { codePointLength } from '#shared/text';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { NoteHelp } from '@/components/sos/note-help';
import { errorMessage } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';
import { saveCheckIn } from '../api/save-check-in';

/** The five moods, 1 to 5: the text label is each choice's accessible name; the face is decoration. */
export const CHECK_IN_SAVED = 'Thanks for checking in. Noticing how you feel is a good step.';
export const CHECK_IN_UPDATED = "Updated. Thanks for letting us know how today's going.";
export const NO_MOOD_MESSAGE = 'Please choose how you are today.';

export interface DailyCheckInCardProps {
  /** The day the check-in is for (`YYYY-MM-DD`, api/save-check-in.ts checkInDay). */
  date: string;
  /** Today's check-in when there is one already: the form starts from it and saving updates it. */
  today: DailyCheckIn | undefined;
  activeGoals: Goal[];
  /** After a save: the page reloads the streak. */
  onSaved: (checkIn: DailyCheckIn) => void;
}

/**
 * Today's check-in: a mood, an optional note and the goals worked on, in a few taps.
 * One check-in a day: saving again the same day replaces it.
 */
export function DailyCheckInCard({ date, today, activeGoals, onSaved }: DailyCheckInCardProps) {
  const titleId = useId();
  const noteId = useId();
  const [mood, setMood] = useState<number | null>(today?.mood ?? null);
  const [note, setNote] = useState(today?.note ?? '');
  const [goalIds, setGoalIds] = useState<string[]>(today?.goalIds ?? []);
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  // The day's check-in as last saved here, with the crisis flag it holds (kept on it, so `today` has it after a reload).
  const [latest, setLatest] = useState<DailyCheckIn | undefined>(undefined);
  const save = useMutation(saveCheckIn);
  const noteLength = codePointLength(note.trim());
  const noteTooLong = noteLength > CHECK_IN_LIMITS.noteLength;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (mood === null) {
      setInvalid(true);
      return;
    }
    if (noteTooLong) return;
    const wasSaved = today !== undefined || saved !== null;
    const activeIds = goalIds.filter((id) => activeGoals.some((goal) => goal.goalId === id));
    save.mutate({ date, mood, note, goalIds: activeIds }).then(
      ({ checkIn, safety: met }) => {
        // A note that met a crisis tier gets the help, not thanks (docs/safety.md "Notes the user writes").
        if (!met) setSaved(wasSaved ? CHECK_IN_UPDATED : CHECK_IN_SAVED);
        setLatest(checkIn);
        onSaved(checkIn);
      },
      () => {},
    );
  };

  const toggleGoal = (goalId: string, checked: boolean) =>
    setGoalIds((ids) => (checked ? [...ids, goalId] : ids.filter((id) => id !== goalId)));

  return (
    <section className="side-card goals-check-in" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-card__title">
        Today&apos;s check-in
      </h2>
      <form className="goals-form" onSubmit={submit} noValidate>
        <fieldset className="goals-choice" aria-describedby={invalid && mood === null ? `${titleId}-mood-error` : undefined}>
          <legend className="goals-choice__legend">How are you today?</legend>
          <div className="mood-scale">
            {MOODS.map((option) => (
              <label key={option.value} className="mood-scale__option">
                <input
                  type="radio"
                  name="mood"
                  value={option.value}
                  checked={mood === option.value}
                  onChange={() => {
                    setMood(option.value);
                    setInvalid(false);
                  }}
                />
                <span className="mood-scale__face" aria-hidden="true">
                  {option.face}
                </span>
                <span className="mood-scale__label">{option.label}</span>
              </label>
            ))}
          </div>
          {invalid && mood === null ? <Alert id={`${titleId}-mood-error`}>{NO_MOOD_MESSAGE}</Alert> : null}
        </fieldset>

        <div className="field">
          <label className="field__label" htmlFor={noteId}>
            A note (optional)
          </label>
          <textarea
            id={noteId}
            className="field__input goals-note"
            rows={2}
            value={note}
            aria-describedby={`${noteId}-hint`}
            aria-invalid={noteTooLong || undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${noteId}-hint`} className="field__hint">
            {noteTooLong
              ? `Your note can be at most ${CHECK_IN_LIMITS.noteLength} characters (${noteLength} now).`
              : `${noteLength} of ${CHECK_IN_LIMITS.noteLength} characters`}
          </p>
        </div>

        {activeGoals.length > 0 ? (
          <fieldset className="goals-choice">
            <legend className="goals-choice__legend">Worked on today</legend>
            {activeGoals.map((goal) => (
              <label key={goal.goalId} className="goals-checkbox">
                <input
                  type="checkbox"
                  checked={goalIds.includes(goal.goalId)}
                  onChange={(event) => toggleGoal(goal.goalId, event.target.checked)}
                />
                {goal.text}
              </label>
            ))}
          </fieldset>
        ) : null}

        {save.error ? <Alert>{errorMessage(save.error, "We couldn't save your check-in. Please try again.")}</Alert> : null}
        {saved ? <Alert tone="success">{saved}</Alert> : null}
        <NoteHelp safety={(latest?.date === date ? latest : today)?.safety} note={{ note: 'checkIn', id: date }} />
        <div>
          <Button type="submit" busy={save.isPending}>
            Save check-in
          </Button>
        </div>
      </form>
    </section>
  );
}
