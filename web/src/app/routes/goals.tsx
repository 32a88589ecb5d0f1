import { PlansProvider } from '@/features/plans/plans-provider';
import { useGoals } from '@/features/goals/api/get-goals';
import { useProgress } from '@/features/goals/api/get-progress';
import { GoalsView } from '@/features/goals/components/goals-view';
import { SidePage } from '../side-page';

/** /dashboard/goals: on every plan; the subscription status loads with the page, as on the dashboard. */
export default function GoalsRoute() {
  return (
    <PlansProvider>
      <Goals />
    </PlansProvider>
  );
}

/** The check-in, streak, weekly WHO-5 and goals in the dashboard's frame. Nothing here depends on the plan. */
function Goals() {
  const progress = useProgress();
  const goals = useGoals();
  return (
    <SidePage current="goals" title="Goals" loading="Loading your goals…" heading="Your goals">
      {() => <GoalsView progress={progress} goals={goals} />}
    </SidePage>
  );
}
