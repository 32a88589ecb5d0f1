import type { BlogContent, BlogPostItem, BlogPostSummary } from '../types';
import { otherPosts, toSummary } from './select';
import { LIST_QUERY, POST_QUERY } from './queries';

export interface ContentfulConfig {
  spaceId: string;
  /** A Content Delivery API token: it reads published content only and may be public. */
  accessToken: string;
  /** Default "master". */
  environment?: string;
  /** Default https://graphql.contentful.com; tests point it at a local fake. */
  baseUrl?: string;
}

const DEFAULT_BASE_URL = 'https://graphql.contentful.com';

/** Contentful leaves an item null when it cannot resolve it; such items are skipped. */
interface Collection<T> {
  items: (T | null)[];
}

interface GraphQlResponse<T> {
  data?: T | null;
  errors?: { message?: string }[];
}

const messagesOf = (errors: { message?: string }[] | undefined): string =>
  (errors ?? []).map((error) => error.message ?? 'unknown error').join('; ');

const present = <T>(collection: Collection<T> | null | undefined): T[] =>
  (collection?.items ?? []).filter((item): item is T => item !== null);

/**
 * The content port over Contentful's GraphQL Content API: one POST per query to the space's
 * environment, with the delivery token as a bearer token. An HTTP failure or a GraphQL `errors`
 * answer becomes an Error whose message says what Contentful said, for the page to show.
 */
export function createContentfulBlog(config: ContentfulConfig): BlogContent {
  const environment = config.environment || 'master';
  const endpoint = `${(config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, '')}/content/v1/spaces/${encodeURIComponent(config.spaceId)}/environments/${encodeURIComponent(environment)}`;

  async function query<T>(text: string, variables: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.accessToken}` },
      body: JSON.stringify({ query: text, variables }),
      signal,
    });
    // Contentful explains most failures (a wrong token, a bad query) in a GraphQL body, whatever the status.
    const body = (await response.json().catch(() => null)) as GraphQlResponse<T> | null;
    if (!response.ok) {
      const detail = messagesOf(body?.errors);
      throw new Error(`Contentful answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    if (body?.errors?.length) throw new Error(`Contentful: ${messagesOf(body.errors)}`);
    if (!body?.data) throw new Error('Contentful sent no data');
    return body.data;
  }

  return {
    async listPosts(signal) {
      const data = await query<{ blogPostCollection: Collection<BlogPostSummary> | null }>(LIST_QUERY, {}, signal);
      return present(data.blogPostCollection).map(toSummary);
    },
    async getPost(slug, signal) {
      const data = await query<{ post: Collection<BlogPostItem> | null; latest: Collection<BlogPostSummary> | null }>(
        POST_QUERY,
        { slug },
        signal,
      );
      return { post: present(data.post)[0] ?? null, others: otherPosts(present(data.latest).map(toSummary), slug) };
    },
  };
}
