import { ComingSoon } from '../../components/coming-soon';

export default function BlogRoute() {
  return <ComingSoon title="Blog" description="Stories and tips on wellbeing, goals and positive psychology." />;
}
