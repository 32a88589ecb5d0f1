import { useParams } from 'react-router';
import { AuthLayout } from '@/components/layout';
import { useSessionCheck } from '@/lib/auth/use-session-check';
import { ConfirmPanel } from '@/features/guardian/components/confirm-panel';
import '@/features/auth/auth.css';

/**
 * /guardian/confirm/:token, the link of the e-mail a teen's sign-up sends their guardian. Open
 * signed out too: the guardian reads what they are asked before logging in or signing up, and
 * comes back here to confirm. The key starts afresh for a new token.
 */
export default function GuardianConfirmRoute() {
  const { token = '' } = useParams();
  const session = useSessionCheck();
  return (
    <AuthLayout>
      <title>Guardian confirmation | Blue Guardian</title>
      {session === 'checking' ? (
        <p role="status">Checking your session…</p>
      ) : (
        <ConfirmPanel key={token} token={token} signedIn={session === 'signedIn'} />
      )}
    </AuthLayout>
  );
}
