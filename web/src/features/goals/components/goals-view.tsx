import { useState } from 'react';
import type { ProgressResponse, Who5Result } from '#shared/schemas/check-ins';
import type { Goal } from '#shared/schemas/goals';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { createGoal } from '@/lib/goals';
import { deleteGoal } from '../api/delete-goal';
import type { useGoals } from '../api/get-goals';
import { getProgress, type useProgress } from '../api/get-progress';
import { checkInDay } from '../api/save-check-in';
import { updateGoal } from '../api/update-goal';
import { DailyCheckInCard } from './daily-check-in';
import { GoalList } from './goal-list';
import { Streak } from './streak';
import { Who5Card } from './who5-card';
import '@/components/side-page.css';
import '../goals.css';

export interface GoalsViewProps {
  progress: ReturnType<typeof useProgress>;
  goals: ReturnType<typeof useGoals>;
}

/** The Goals page: today's check-in first, the streak, the weekly WHO-5, then the goals. */
export function GoalsView(props: GoalsViewProps) {
  return (
    <div className="side-page">
      <h1 className="side-page__title">Your goals</h1>
      <GoalsBody {...props} />
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="side-card">
      <Alert>{errorMessage(error, "We couldn't load your goals. Please try again.")}</Alert>
      <div>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}

/** This ISO week's WHO-5 result, the latest, when the server says the week has one. */
const thisWeeksWho5 = (progress: ProgressResponse): Who5Result | undefined => (progress.who5ThisWeek ? progress.who5.at(-1) : undefined);

function GoalsBody({ progress, goals }: GoalsViewProps) {
  const [who5, setWho5] = useState<Who5Result | null>(null);
  if (progress.status === 'pending' || goals.status === 'pending') return <p role="status">Loading your goals…</p>;
  if (progress.status === 'error') return <LoadError error={progress.error} onRetry={progress.refetch} />;
  if (goals.status === 'error') return <LoadError error={goals.error} onRetry={goals.refetch} />;

  const today = checkInDay(progress.data);
  const todays = progress.data.checkIns.find((checkIn) => checkIn.date === today);
  const active = goals.data.filter((goal) => goal.status === 'active');
  // A fresh copy after a save, swapped in place so the cards (and their confirmations) stay on screen.
  const reloadProgress = () =>
    getProgress().then(
      (fresh) => progress.setData(() => fresh),
      (error: unknown) => console.warn('Could not reload the streak', error),
    );
  const replace = (goal: Goal) => {
    goals.setData((list) => list.map((item) => (item.goalId === goal.goalId ? goal : item)));
    return goal;
  };

  return (
    <div className="side-page__column">
      <DailyCheckInCard date={today} today={todays} activeGoals={active} onSaved={() => void reloadProgress()} />
      <Streak {...progress.data} />
      <Who5Card result={who5 ?? thisWeeksWho5(progress.data)} onSubmitted={(result) => setWho5(result)} />
      <GoalList
        goals={goals.data}
        onCreate={async (body) => {
          // A goal whose text met a crisis tier comes back with its flag: GoalItem shows the help.
          const { goal } = await createGoal(body);
          goals.setData((list) => [...list, goal]);
          return goal;
        }}
        onUpdate={async (goalId, body) => {
          const { goal } = await updateGoal({ goalId, body });
          return replace(goal);
        }}
        onDelete={async (goalId) => {
          const result = await deleteGoal(goalId);
          goals.setData((list) => list.filter((goal) => goal.goalId !== goalId));
          return result;
        }}
      />
    </div>
  );
}
