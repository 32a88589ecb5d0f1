import { PageHead } from '@/lib/page-head';
import { paths } from '@/paths';
import { getBlogContent } from '../content';
import type { BlogPostSummary } from '../types';
import { useBlogData } from '../use-blog-data';
import { BlogError, BlogLoading } from './blog-status';
import { PostCard } from './post-card';
import '../blog.css';

const META = {
  title: 'Blog',
  description:
    'Practical, research-based articles on wellbeing for young people: sleep, stress, friendships, goals, gratitude and self-compassion.',
  path: paths.blog.getHref(),
};

const loadList = (signal: AbortSignal) => getBlogContent().listPosts(signal);

/** /blog (spec section 2): the posts as cards, newest first. */
export function BlogList() {
  const data = useBlogData<BlogPostSummary[]>(paths.blog.getHref(), loadList);
  return (
    <>
      <PageHead meta={META} />
      <section className="blog-list" aria-labelledby="page-title">
        <header className="blog-list__header">
          <h1 id="page-title">Blog</h1>
          <p className="blog-list__intro">Ideas from positive psychology you can try this week, explained with the research behind them.</p>
        </header>
        {data.status === 'loading' ? <BlogLoading /> : null}
        {data.status === 'error' ? <BlogError message={data.message} /> : null}
        {data.status === 'ready' ? (
          data.value.length ? (
            <ul className="blog-list__grid">
              {data.value.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="blog-status">No posts yet. Please come back soon.</p>
          )
        ) : null}
      </section>
    </>
  );
}
