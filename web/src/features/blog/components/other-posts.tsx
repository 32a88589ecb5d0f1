import { Carousel } from '@/components/carousel';
import type { BlogPostSummary } from '../types';
import { PostCard } from './post-card';

const TITLE = "Other Blogs You'll Love";

/** "Other Blogs You'll Love": up to 10 other posts as cards in a carousel. Nothing when there are none. */
export function OtherPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <div className="other-posts">
      <h2 className="other-posts__title">{TITLE}</h2>
      <Carousel label={TITLE} items={posts} getKey={(post) => post.slug} renderItem={(post) => <PostCard post={post} headingLevel={3} />} />
    </div>
  );
}
