import { AuthLayout } from '@/components/layout';
import { SignupForm } from '@/features/auth/components/signup-form';
import '@/features/auth/auth.css';

export default function SignupRoute() {
  return (
    <AuthLayout title="Create your account" intro="Start building healthy habits with a coach who is always there.">
      <title>Sign up | Blue Guardian</title>
      <SignupForm />
    </AuthLayout>
  );
}
