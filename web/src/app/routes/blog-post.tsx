import { useParams } from 'react-router';
import { PageLayout } from '@/components/layout';
import { BlogPostView } from '@/features/blog/components/blog-post-view';

/** /blog/{slug} (spec section 2): pre-rendered for each post at build time, then hydrated. */
export default function BlogPostRoute() {
  const { slug = '' } = useParams();
  return (
    <PageLayout>
      {/* Keyed by slug: another post (from "Other Blogs You'll Love") starts from a clean page. */}
      <BlogPostView key={slug} slug={slug} />
    </PageLayout>
  );
}
