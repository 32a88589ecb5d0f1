import { useCallback } from 'react';
import { Link } from 'react-router';
import { PageHead, type PageMeta } from '@/lib/page-head';
import { paths } from '@/paths';
import { getBlogContent } from '../content';
import type { BlogPostItem, BlogPostPage } from '../types';
import { useBlogData } from '../use-blog-data';
import { altOf } from './blog-image';
import { BlogError, BlogLoading } from './blog-status';
import { OtherPosts } from './other-posts';
import { PostArticle } from './post-article';
import { PostHero } from './post-hero';
import { ShareSidebar } from './share-sidebar';
import '../blog.css';

/** The post's link preview: the raster share photo when it has one (crawlers do not read SVG). */
function metaOf(post: BlogPostItem): PageMeta {
  const image = post.sharePhoto ?? post.photo;
  return {
    title: post.title,
    description: post.subtitle,
    path: paths.blogPost.getHref(post.slug),
    type: 'article',
    publishedTime: post.date,
    author: post.authorName,
    image: { url: image.url, alt: altOf(image), width: image.width, height: image.height },
  };
}

function NotFound({ slug }: { slug: string }) {
  return (
    <section className="blog-missing" aria-labelledby="page-title">
      <PageHead
        meta={{ title: 'Post not found', description: 'This blog post does not exist.', path: paths.blogPost.getHref(slug), noIndex: true }}
      />
      <h1 id="page-title">Post not found.</h1>
      <Link to={paths.blog.getHref()}>Back to Blogs</Link>
    </section>
  );
}

/** /blog/{slug} (spec section 2): the post, its share links and other posts, or "Post not found.". */
export function BlogPostView({ slug }: { slug: string }) {
  const path = paths.blogPost.getHref(slug);
  const load = useCallback((signal: AbortSignal) => getBlogContent().getPost(slug, signal), [slug]);
  const data = useBlogData<BlogPostPage>(path, load);

  if (data.status === 'loading') return <BlogLoading />;
  if (data.status === 'error') return <BlogError message={data.message} />;
  const { post, others } = data.value;
  if (!post) return <NotFound slug={slug} />;
  return (
    <>
      <PageHead meta={metaOf(post)} />
      <article className="blog-post" aria-labelledby="page-title">
        <PostHero post={post} />
        <div className="blog-post__layout">
          <PostArticle document={post.body.json} />
          <ShareSidebar path={path} title={post.title} image={(post.sharePhoto ?? post.photo).url} />
        </div>
      </article>
      <OtherPosts posts={others} />
    </>
  );
}
