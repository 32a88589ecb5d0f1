import type { Document } from '@contentful/rich-text-types';
import type { BlogPostItem, BlogPostSummary, ContentAsset } from '../../../web/src/features/blog/types';

const asset = (url: string, title: string, width = 1200, height = 630): ContentAsset => ({ url, title, description: null, width, height });

/** A short article in Contentful's rich-text shape: a paragraph, a heading-2 and a link. */
export const articleDocument = (text = 'A first paragraph.'): Document =>
  ({
    nodeType: 'document',
    data: {},
    content: [
      { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] },
      { nodeType: 'heading-2', data: {}, content: [{ nodeType: 'text', value: 'What helps', marks: [], data: {} }] },
    ],
  }) as Document;

/** A blog post as Contentful's GraphQL API returns it, with overrides. */
export function blogPost(overrides: Partial<BlogPostItem> = {}): BlogPostItem {
  const slug = overrides.slug ?? 'a-post';
  return {
    slug,
    title: `Title of ${slug}`,
    subtitle: `Subtitle of ${slug}`,
    date: '2024-01-05T00:00:00.000Z',
    showOnWebsite: true,
    photo: asset(`/blog/${slug}.svg`, `Picture for ${slug}`),
    sharePhoto: asset(`/blog/share/${slug}.jpg`, `Share picture for ${slug}`),
    authorName: 'Maya Chen',
    authorPhoto: asset('/blog/authors/maya-chen.svg', 'Portrait of Maya Chen', 96, 96),
    body: { json: articleDocument() },
    ...overrides,
  };
}

/** `count` posts, newest first, a day apart: post-1 is the newest. */
export const blogPosts = (count: number): BlogPostItem[] =>
  Array.from({ length: count }, (_, index) =>
    blogPost({ slug: `post-${index + 1}`, date: new Date(Date.UTC(2024, 5, 30 - index)).toISOString() }),
  );

/** What the list query selects of a post. */
export function summaryOf(post: BlogPostItem): BlogPostSummary {
  const { body: _body, showOnWebsite: _shown, ...summary } = post;
  return summary;
}
