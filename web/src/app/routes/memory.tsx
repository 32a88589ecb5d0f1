import { usePlans } from '@/lib/plans/plans-context';
import { useMemories } from '@/features/memory/api/get-memories';
import { MemoryView } from '@/features/memory/components/memory-view';
import { PlansProvider } from '@/features/plans/plans-provider';
import { SidePage } from '../side-page';

/** /dashboard/memory: on every plan; the subscription status loads with the page, as on the dashboard. */
export default function MemoryRoute() {
  return (
    <PlansProvider>
      <Memory />
    </PlansProvider>
  );
}

/** The coach's notes in the dashboard's frame. The API says whether the plan lets the coach remember. */
function Memory() {
  const plans = usePlans();
  const memories = useMemories();
  return (
    <SidePage current="memory" title="Memory" loading="Loading your memories…" heading="What your coach remembers">
      {() => <MemoryView memories={memories} onSeePlans={() => plans.openPlans()} />}
    </SidePage>
  );
}
