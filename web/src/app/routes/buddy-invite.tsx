import { useParams } from 'react-router';
import { AuthLayout } from '@/components/layout';
import { useSessionCheck } from '@/lib/auth/use-session-check';
import { InvitePanel } from '@/features/buddies/components/invite-panel';
import '@/features/auth/auth.css';

/**
 * /buddies/invite/:token, the link of a buddy invitation. Open signed out too: the visitor reads
 * who invites before logging in or signing up, and comes back here to answer. The key starts
 * afresh for a new token.
 */
export default function BuddyInviteRoute() {
  const { token = '' } = useParams();
  const session = useSessionCheck();
  return (
    <AuthLayout>
      <title>Buddy invitation | Blue Guardian</title>
      {session === 'checking' ? (
        <p role="status">Checking your session…</p>
      ) : (
        <InvitePanel key={token} token={token} signedIn={session === 'signedIn'} />
      )}
    </AuthLayout>
  );
}
