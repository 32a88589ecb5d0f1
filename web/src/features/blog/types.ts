import type { Document } from '@contentful/rich-text-types';

/**
 * Blog posts as the content service returns them (Contentful GraphQL, content type `blogPost`),
 * and as the posts shipped in the repo are stored (web/src/content/blog/), so one mapper and one
 * renderer serve both.
 */

/** A Contentful asset as the GraphQL API returns it; shipped posts point at files in web/public. */
export interface ContentAsset {
  url: string;
  title: string;
  description?: string | null;
  width: number;
  height: number;
}

/** One item of `blogPostCollection`, exactly the fields our two queries select. */
export interface BlogPostItem {
  slug: string;
  title: string;
  subtitle: string;
  /** ISO 8601 date-time, e.g. 2024-01-05T00:00:00.000Z. */
  date: string;
  showOnWebsite: boolean;
  photo: ContentAsset;
  /** A raster copy of the photo, 1200 × 630, for link previews (crawlers do not read SVG). */
  sharePhoto?: ContentAsset | null;
  authorName: string;
  authorPhoto: ContentAsset;
  /** Rich text: Contentful's document JSON, plus links (none used by our posts). */
  body: { json: Document };
}

/** What a list card shows. */
export type BlogPostSummary = Omit<BlogPostItem, 'body' | 'showOnWebsite'>;

/** A post page: the post, or null for an unknown slug, and up to 10 other latest posts. */
export interface BlogPostPage {
  post: BlogPostItem | null;
  others: BlogPostSummary[];
}

/**
 * The content port (ARCHITECTURE.md section 6): Contentful when configured, else the posts
 * shipped in the repo. Both answer the spec's two queries.
 */
export interface BlogContent {
  /** Posts with showOnWebsite true, newest first. */
  listPosts(signal?: AbortSignal): Promise<BlogPostSummary[]>;
  /** The post with this slug, plus up to 10 latest others. */
  getPost(slug: string, signal?: AbortSignal): Promise<BlogPostPage>;
}

/** The spec: the post page loads up to 10 other posts. */
export const OTHER_POSTS_LIMIT = 10;
