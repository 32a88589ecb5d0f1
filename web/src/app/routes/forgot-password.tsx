import { AuthLayout } from '@/components/layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import '@/features/auth/auth.css';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Reset your password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <title>Reset your password | Blue Guardian</title>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
