import { useId, useState } from 'react';
import { GOAL_LIMITS } from '#shared/goals';
import type { CreateGoalBody, Goal, UpdateGoalBody } from '#shared/schemas/goals';
import { Alert } from '@/components/alert';
import { GoalForm } from './goal-form';
import { GoalItem } from './goal-item';

export const celebration = (text: string) => `You completed "${text}". Well done, that took real effort!`;

export interface GoalListProps {
  goals: Goal[];
  onCreate: (body: CreateGoalBody) => Promise<Goal>;
  onUpdate: (goalId: string, body: UpdateGoalBody) => Promise<Goal>;
  /** Resolves with the API's confirmation. */
  onDelete: (goalId: string) => Promise<{ message: string }>;
}

/** The goals card: a form for a new one, then every goal with its actions. Completing one is celebrated. */
export function GoalList({ goals, onCreate, onUpdate, onDelete }: GoalListProps) {
  const titleId = useId();
  const [message, setMessage] = useState<{ text: string; celebrate: boolean } | null>(null);
  const active = goals.filter((goal) => goal.status === 'active').length;

  const update = async (goalId: string, body: UpdateGoalBody) => {
    setMessage(null);
    const goal = await onUpdate(goalId, body);
    if (body.status === 'completed') setMessage({ text: celebration(goal.text), celebrate: true });
    return goal;
  };
  const remove = async (goalId: string) => {
    setMessage(null);
    const result = await onDelete(goalId);
    setMessage({ text: result.message, celebrate: false });
    return result;
  };

  return (
    <section className="side-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-card__title">
        Goals you are working on
      </h2>
      <p className="side-card__muted">
        {active} of {GOAL_LIMITS.active} active goals. Pause or complete one to make room for another.
      </p>
      <GoalForm
        submitLabel="Add goal"
        onSubmit={({ create }) => {
          setMessage(null);
          return onCreate(create);
        }}
      />
      {message ? (
        <div className={message.celebrate ? 'goals-celebrate' : undefined}>
          {message.celebrate ? (
            <span className="goals-celebrate__icon" aria-hidden="true">
              🎉
            </span>
          ) : null}
          <Alert tone="success">{message.text}</Alert>
        </div>
      ) : null}
      {goals.length === 0 ? (
        <p>No goals yet. Start with something small you would like to do this week.</p>
      ) : (
        <ul className="side-list">
          {goals.map((goal) => (
            <GoalItem key={goal.goalId} goal={goal} onUpdate={update} onDelete={remove} />
          ))}
        </ul>
      )}
    </section>
  );
}
