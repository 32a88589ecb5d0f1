import { PageLayout } from '@/components/layout';
import { BlogList } from '@/features/blog/components/blog-list';

/** /blog (spec section 2): pre-rendered at build time with the list, then hydrated. */
export default function BlogRoute() {
  return (
    <PageLayout>
      <BlogList />
    </PageLayout>
  );
}
