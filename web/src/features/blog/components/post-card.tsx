import { Link } from 'react-router';
import { paths } from '@/paths';
import type { BlogPostSummary } from '../types';
import { BlogImage } from './blog-image';
import { PostByline } from './post-byline';

/**
 * A post in a list: photo, title, subtitle and byline. The whole card opens the post, through one
 * link on the title stretched over the card by CSS: a screen reader hears one link named by the
 * title, and the keyboard reaches it with one Tab.
 */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="post-card">
      <BlogImage asset={post.photo} className="post-card__photo" />
      <div className="post-card__body">
        <Heading className="post-card__title">
          <Link to={paths.blogPost.getHref(post.slug)} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__subtitle">{post.subtitle}</p>
        <PostByline post={post} />
      </div>
    </article>
  );
}
