import { useParams } from 'react-router';
import { AuthLayout } from '@/components/layout';
import { InvitePanel } from '@/features/buddies/components/invite-panel';
import '@/features/auth/auth.css';

/**
 * /buddies/invite/:token (issue 22), the link of a buddy invitation. Signed in only: the router's
 * RequireAuth sends a signed-out visitor to log in and back here. The key starts afresh for a new token.
 */
export default function BuddyInviteRoute() {
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <title>Buddy invitation | Blue Guardian</title>
      <InvitePanel key={token} token={token} />
    </AuthLayout>
  );
}
