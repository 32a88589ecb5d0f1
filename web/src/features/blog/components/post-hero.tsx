import { Link } from 'react-router';
import { paths } from '@/paths';
import type { BlogPostItem } from '../types';
import { BlogImage } from './blog-image';
import { PostByline } from './post-byline';

/** The top of a post: "Back to Blogs", the title (the page's h1), subtitle, byline and photo. */
export function PostHero({ post }: { post: BlogPostItem }) {
  return (
    <header className="post-hero">
      <Link to={paths.blog.getHref()} className="post-hero__back">
        <span aria-hidden="true">← </span>Back to Blogs
      </Link>
      <h1 id="page-title" className="post-hero__title">
        {post.title}
      </h1>
      <p className="post-hero__subtitle">{post.subtitle}</p>
      <PostByline post={post} />
      {/* Eager and first in line: on most screens this picture is the largest paint (LCP). */}
      <BlogImage asset={post.photo} className="post-hero__photo" priority />
    </header>
  );
}
