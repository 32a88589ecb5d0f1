import { OTHER_POSTS_LIMIT, type BlogPostItem, type BlogPostSummary } from '../types';

/** A post without its article and flag: what a card and the "other posts" carousel need. */
export function toSummary(item: BlogPostSummary | BlogPostItem): BlogPostSummary {
  const { slug, title, subtitle, date, photo, sharePhoto, authorName, authorPhoto } = item;
  return { slug, title, subtitle, date, photo, sharePhoto: sharePhoto ?? null, authorName, authorPhoto };
}

/** Newest first, as the spec's `order: date_DESC`; ISO dates sort as text. */
export const byDateDesc = (a: { date: string }, b: { date: string }): number => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

/**
 * The post page's "other posts": the latest ones without the post itself, at most 10. The query
 * asks for one more than that, so dropping the post still leaves 10.
 */
export function otherPosts(latest: readonly BlogPostSummary[], slug: string): BlogPostSummary[] {
  return latest.filter((item) => item.slug !== slug).slice(0, OTHER_POSTS_LIMIT);
}

/** An AbortError like fetch's, so callers tell a cancelled load from a failed one the same way. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
}
