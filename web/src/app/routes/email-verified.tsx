import { useLocation } from 'react-router';
import { AuthLayout } from '@/components/layout';
import { actionCode } from '@/lib/action-code';
import { EmailVerification } from '@/features/auth/components/email-verification';
import '@/features/auth/auth.css';

/** The verification e-mail links here: /email-verified#mode=verifyEmail&oobCode=… (lib/action-code.ts) */
export default function EmailVerifiedRoute() {
  const location = useLocation();
  return (
    <AuthLayout>
      <title>Email verification | Blue Guardian</title>
      <EmailVerification oobCode={actionCode(location)} />
    </AuthLayout>
  );
}
