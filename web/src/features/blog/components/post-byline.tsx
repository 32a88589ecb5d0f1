import { formatPostDate } from '../format-date';
import type { BlogPostSummary } from '../types';
import { BlogImage } from './blog-image';

/** Who wrote a post and when: the author's photo, and beside it the name over the date ("January 5, 2024"). */
export function PostByline({ post }: { post: BlogPostSummary }) {
  return (
    <div className="post-byline">
      <BlogImage asset={post.authorPhoto} className="post-byline__photo" />
      <div className="post-byline__text">
        <span className="post-byline__name">{post.authorName}</span>
        <time className="post-byline__date" dateTime={post.date}>
          {formatPostDate(post.date)}
        </time>
      </div>
    </div>
  );
}
