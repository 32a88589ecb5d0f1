import { PlansProvider } from '@/features/plans/plans-provider';
import { useBoard } from '@/features/buddies/api/get-board';
import { useInvites } from '@/features/buddies/api/list-invites';
import { BuddiesView } from '@/features/buddies/components/buddies-view';
import { SidePage } from '../side-page';

/** /dashboard/buddies: on every plan; the subscription status loads with the page, as on the dashboard. */
export default function BuddiesRoute() {
  return (
    <PlansProvider>
      <Buddies />
    </PlansProvider>
  );
}

/** The week's board, cheers, sharing and invitations in the dashboard's frame. Nothing here depends on the plan. */
function Buddies() {
  const board = useBoard();
  const invites = useInvites();
  return (
    <SidePage current="buddies" title="Buddies" loading="Loading your buddies…" heading="Your buddies">
      {() => <BuddiesView board={board} invites={invites} />}
    </SidePage>
  );
}
