import { messages } from '#shared/messages';
import { AuthLayout } from '@/components/layout';
import { LoginForm } from '@/features/auth/components/login-form';
import '@/features/auth/auth.css';

export default function LoginRoute() {
  return (
    <AuthLayout title={messages.login.title} intro="Log in to continue with your coach.">
      <title>Log in | Blue Guardian</title>
      <LoginForm />
    </AuthLayout>
  );
}
