import { ComingSoon } from '../../components/coming-soon';

export default function PrivacyPolicyRoute() {
  return <ComingSoon title="Privacy Policy" description="How Blue Guardian collects, uses and protects your information." />;
}
