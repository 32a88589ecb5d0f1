import { ComingSoon } from '../../components/coming-soon';

export default function ForgotPasswordRoute() {
  return <ComingSoon title="Reset your password" description="Soon you can ask for a link to reset a forgotten password here." />;
}
