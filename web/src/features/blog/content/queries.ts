import { OTHER_POSTS_LIMIT } from '../types';

/**
 * The spec's two GraphQL queries to Contentful (content type `blogPost`, so `blogPostCollection`),
 * selecting exactly the fields of BlogPostItem (types.ts).
 */

const ASSET = 'url title description width height';

const SUMMARY_FIELDS = `fragment BlogPostSummary on BlogPost {
  slug
  title
  subtitle
  date
  photo { ${ASSET} }
  sharePhoto { ${ASSET} }
  authorName
  authorPhoto { ${ASSET} }
}`;

/** Posts shown on the website, newest first. */
export const LIST_QUERY = `query BlogPostList {
  blogPostCollection(where: { showOnWebsite: true }, order: date_DESC) {
    items { ...BlogPostSummary }
  }
}
${SUMMARY_FIELDS}`;

/**
 * The post with a slug, with its article, and the latest posts for "Other Blogs You'll Love": one
 * more than shown, since the post itself is usually among them and is dropped.
 */
export const POST_QUERY = `query BlogPost($slug: String!) {
  post: blogPostCollection(where: { slug: $slug, showOnWebsite: true }, limit: 1) {
    items {
      ...BlogPostSummary
      showOnWebsite
      body { json }
    }
  }
  latest: blogPostCollection(where: { showOnWebsite: true }, order: date_DESC, limit: ${OTHER_POSTS_LIMIT + 1}) {
    items { ...BlogPostSummary }
  }
}
${SUMMARY_FIELDS}`;
