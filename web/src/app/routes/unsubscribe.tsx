import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout';
import { UnsubscribePanel } from '@/features/unsubscribe/components/unsubscribe-panel';
import '@/features/auth/auth.css';

/** The weekly summary e-mail links here: /unsubscribe?token=… (no login needed). */
export default function UnsubscribeRoute() {
  const [search] = useSearchParams();
  return (
    <AuthLayout>
      <title>Unsubscribe | Blue Guardian</title>
      <UnsubscribePanel token={search.get('token')} />
    </AuthLayout>
  );
}
