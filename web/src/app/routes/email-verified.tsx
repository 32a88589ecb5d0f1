import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout';
import { EmailVerification } from '@/features/auth/components/email-verification';
import '@/features/auth/auth.css';

/** The verification e-mail links here: /email-verified?mode=verifyEmail&oobCode=… */
export default function EmailVerifiedRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <title>Email verification | Blue Guardian</title>
      <EmailVerification oobCode={searchParams.get('oobCode')} />
    </AuthLayout>
  );
}
