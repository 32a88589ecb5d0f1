import type { BreakKind } from '#shared/healthy-use';
import { Button } from '@/components/button';
import '@/components/quiet-note.css';

export const BREAK_NOTE_LABEL = 'Break suggestion';
export const BREAK_LONG_SESSION =
  "We've been talking for about an hour. How about a short break? A walk, some water, or a stretch can help. I'll be here when you're back.";
export const BREAK_LATE_NIGHT = "It's getting late. Sleep helps with almost everything. How about picking this up tomorrow? I'll be here.";
export const BREAK_DISMISS = 'Got it';
export const breakGoalStep = (goal: string) => `Or take a step on your goal: ${goal}`;

export interface BreakNoteProps {
  kind: BreakKind;
  /** The user's first active goal, offered as a step away from the screen. */
  goal?: string | undefined;
  onDismiss: () => void;
}

/**
 * The healthy-use note under the latest reply: a kind suggestion, never a block. It
 * arrives in the conversation's polite live region and takes no focus, so typing goes on.
 */
export function BreakNote({ kind, goal, onDismiss }: BreakNoteProps) {
  return (
    <div className="quiet-note break-note" role="note" aria-label={BREAK_NOTE_LABEL}>
      <p className="break-note__text">{kind === 'late-night' ? BREAK_LATE_NIGHT : BREAK_LONG_SESSION}</p>
      {goal ? <p className="break-note__text">{breakGoalStep(goal)}</p> : null}
      <div>
        <Button variant="secondary" onClick={onDismiss}>
          {BREAK_DISMISS}
        </Button>
      </div>
    </div>
  );
}
