import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import '@/features/auth/auth.css';

/** The password-reset e-mail links here: /reset-password?oobCode=… */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Choose a new password">
      <title>Choose a new password | Blue Guardian</title>
      <ResetPasswordForm oobCode={searchParams.get('oobCode')} />
    </AuthLayout>
  );
}
