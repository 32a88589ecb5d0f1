import type { BlogContent, BlogPostItem } from '../types';
import { byDateDesc, otherPosts, throwIfAborted, toSummary } from './select';

/** Where the shipped posts come from; tests hand in their own. */
export type LoadPosts = () => Promise<readonly BlogPostItem[]>;

// A dynamic import: the posts' text is a chunk of its own, fetched by the blog pages only, never
// part of what the landing page loads first.
const loadShippedPosts: LoadPosts = () => import('@/content/blog').then((module) => module.EMBEDDED_POSTS);

/**
 * The content port over the posts shipped in the repo (web/src/content/blog/), answering the
 * same two queries as Contentful: drafts (showOnWebsite false) are left out, newest first.
 */
export function createEmbeddedBlog(load: LoadPosts = loadShippedPosts): BlogContent {
  const visible = async (signal?: AbortSignal) => {
    const posts = await load();
    throwIfAborted(signal);
    return posts.filter((post) => post.showOnWebsite).sort(byDateDesc);
  };
  return {
    async listPosts(signal) {
      return (await visible(signal)).map(toSummary);
    },
    async getPost(slug, signal) {
      const posts = await visible(signal);
      const post = posts.find((item) => item.slug === slug) ?? null;
      return { post, others: otherPosts(posts.map(toSummary), slug) };
    },
  };
}
