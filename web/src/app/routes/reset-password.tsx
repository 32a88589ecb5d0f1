import { useLocation } from 'react-router';
import { AuthLayout } from '@/components/layout';
import { actionCode } from '@/lib/action-code';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import '@/features/auth/auth.css';

/** The password-reset e-mail links here: /reset-password#oobCode=… (lib/action-code.ts) */
export default function ResetPasswordRoute() {
  const location = useLocation();
  return (
    <AuthLayout title="Choose a new password">
      <title>Choose a new password | Blue Guardian</title>
      <ResetPasswordForm oobCode={actionCode(location)} />
    </AuthLayout>
  );
}
