import { useEffect, useRef, useState } from 'react';
import { GOALS } from '#shared/chat';
import type { Goal, UpdateGoalBody } from '#shared/schemas/goals';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { NoteHelp } from '@/components/sos/note-help';
import { errorMessage } from '@/lib/api-client';
import { GoalForm } from './goal-form';

export interface GoalItemProps {
  goal: Goal;
  onUpdate: (goalId: string, body: UpdateGoalBody) => Promise<Goal>;
  onDelete: (goalId: string) => Promise<unknown>;
}

const STATUS_LABELS = { active: 'Active', paused: 'Paused', completed: 'Completed' } as const;

const formatDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function details(goal: Goal): string {
  const parts: string[] = [GOALS[goal.chatGoal]];
  if (goal.timesPerWeek) parts.push(goal.timesPerWeek === 1 ? 'once a week' : `${goal.timesPerWeek} times a week`);
  if (goal.targetDate) parts.push(`by ${formatDate(goal.targetDate)}`);
  return parts.join(' · ');
}

/**
 * One goal: its words and details, what can be done with it in its status, and the help beside it
 * when its text met a crisis tier. Deleting asks first.
 */
export function GoalItem({ goal, onUpdate, onDelete }: GoalItemProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mode === 'confirm-delete') confirmRef.current?.focus();
  }, [mode]);

  const run = (action: () => Promise<unknown>) => {
    setError(null);
    setPending(true);
    action().then(
      () => setPending(false),
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };
  const setStatus = (status: Goal['status']) => run(() => onUpdate(goal.goalId, { status }));

  if (mode === 'edit') {
    return (
      <li className="side-list__item">
        <GoalForm
          goal={goal}
          submitLabel="Save changes"
          onSubmit={({ update }) => onUpdate(goal.goalId, update).then(() => setMode('view'))}
          onCancel={() => setMode('view')}
        />
      </li>
    );
  }

  return (
    <li className="side-list__item">
      <div className="side-list__text">
        <span className="side-list__title">{goal.text}</span>
        <span className="side-card__muted">
          {STATUS_LABELS[goal.status]} · {details(goal)}
        </span>
      </div>
      {mode === 'confirm-delete' ? (
        <div className="goal-item__actions" role="group" aria-label={`Delete "${goal.text}"?`}>
          <span>Delete this goal? This cannot be undone.</span>
          <Button ref={confirmRef} busy={pending} onClick={() => run(() => onDelete(goal.goalId))}>
            Yes, delete the goal
          </Button>
          <Button variant="ghost" onClick={() => setMode('view')}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="goal-item__actions" role="group" aria-label={`Actions for "${goal.text}"`}>
          {goal.status === 'completed' ? null : (
            <Button variant="secondary" onClick={() => setMode('edit')}>
              Edit
            </Button>
          )}
          {goal.status === 'active' ? (
            <>
              <Button variant="secondary" busy={pending} onClick={() => setStatus('paused')}>
                Pause
              </Button>
              <Button variant="secondary" busy={pending} onClick={() => setStatus('completed')}>
                Complete
              </Button>
            </>
          ) : (
            <Button variant="secondary" busy={pending} onClick={() => setStatus('active')}>
              {goal.status === 'paused' ? 'Resume' : 'Make active again'}
            </Button>
          )}
          <Button variant="ghost" onClick={() => setMode('confirm-delete')}>
            Delete
          </Button>
        </div>
      )}
      {error ? <Alert>{errorMessage(error, "We couldn't change this goal. Please try again.")}</Alert> : null}
      <NoteHelp safety={goal.safety} note={{ note: 'goal', id: goal.goalId }} />
    </li>
  );
}
