import { ComingSoon } from '../../components/coming-soon';

export default function TermsRoute() {
  return <ComingSoon title="Terms and Conditions" description="The terms that apply when you use Blue Guardian." />;
}
