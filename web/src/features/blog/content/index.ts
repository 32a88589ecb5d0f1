import type { BlogContent, BlogPostPage, BlogPostSummary } from '../types';
import { createContentfulBlog } from './contentful';
import { createEmbeddedBlog } from './embedded';

/** The build-time settings that choose the content source (.env.example documents them). */
export interface BlogEnv {
  VITE_CONTENTFUL_SPACE_ID?: string;
  VITE_CONTENTFUL_ACCESS_TOKEN?: string;
  VITE_CONTENTFUL_ENVIRONMENT?: string;
}

/** Contentful when both its space and its token are set, else the posts shipped in the repo. */
export function selectBlogContent(env: BlogEnv): BlogContent {
  const spaceId = env.VITE_CONTENTFUL_SPACE_ID?.trim();
  const accessToken = env.VITE_CONTENTFUL_ACCESS_TOKEN?.trim();
  if (spaceId && accessToken) {
    return createContentfulBlog({ spaceId, accessToken, environment: env.VITE_CONTENTFUL_ENVIRONMENT?.trim() || 'master' });
  }
  return createEmbeddedBlog();
}

/**
 * The blog's content port (ARCHITECTURE.md section 6), as configured for this build. Read at each
 * call, so the pre-render and the browser (both built with the same env) pick the same source.
 */
export function getBlogContent(): BlogContent {
  return selectBlogContent(import.meta.env as BlogEnv);
}

/**
 * Everything the build pre-renders for the blog (web/build/prerender-plugin.ts): the list, and
 * each listed post with its other posts, from the same port the pages use in the browser. Posts
 * load one after another, to stay well inside Contentful's rate limit.
 */
export async function loadBlogPages(content: BlogContent = getBlogContent()): Promise<{ list: BlogPostSummary[]; posts: BlogPostPage[] }> {
  const list = await content.listPosts();
  const posts: BlogPostPage[] = [];
  for (const { slug } of list) posts.push(await content.getPost(slug));
  return { list, posts };
}
