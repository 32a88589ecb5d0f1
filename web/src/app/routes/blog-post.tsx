import { ComingSoon } from '../../components/coming-soon';

export default function BlogPostRoute() {
  return <ComingSoon title="Blog post" description="This article will be available here soon." />;
}
