import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentfulBlog } from '../../web/src/features/blog/content/contentful';
import { createEmbeddedBlog } from '../../web/src/features/blog/content/embedded';
import { getBlogContent, loadBlogPages, selectBlogContent } from '../../web/src/features/blog/content';
import { formatPostDate } from '../../web/src/features/blog/format-date';
import { blogPost, blogPosts, summaryOf } from './helpers/blog';

/** One request the fake Contentful received. */
interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  query: string;
  variables: Record<string, unknown>;
}

interface Answer {
  status?: number;
  body: unknown;
  /** Hold the answer back this long (to cancel a request in flight). */
  delayMs?: number;
}

/**
 * A local stand-in for Contentful's GraphQL Content API: records each POST and answers with what
 * the test gives it, in Contentful's JSON shape.
 */
function fakeContentful() {
  const received: Received[] = [];
  let answer: (request: Received) => Answer = () => ({ body: { data: {} } });
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    const { query, variables } = JSON.parse(await readBody(request)) as { query: string; variables: Record<string, unknown> };
    const entry = { method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, query, variables };
    received.push(entry);
    const { status = 200, body, delayMs = 0 } = answer(entry);
    setTimeout(() => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify(body));
    }, delayMs);
  });
  return {
    received,
    answerWith(next: (request: Received) => Answer) {
      answer = next;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const contentful = fakeContentful();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await contentful.start();
});
afterAll(() => contentful.stop());
afterEach(() => {
  contentful.received.length = 0;
});

/** Collapses whitespace, to compare GraphQL text. */
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the Contentful adapter', () => {
  const blog = () => createContentfulBlog({ spaceId: 'space-1', accessToken: 'delivery-token', baseUrl });

  it('lists the posts shown on the website, newest first, with the delivery token, as Contentful sends them', async () => {
    // Prepare: Contentful's answer, with an item it could not resolve (null).
    const [newer, older] = blogPosts(2);
    contentful.answerWith(() => ({ body: { data: { blogPostCollection: { items: [summaryOf(newer!), null, summaryOf(older!)] } } } }));

    // Act
    const list = await blog().listPosts();

    // Assess
    expect(list.map((post) => post.slug)).toEqual([newer!.slug, older!.slug]);
    expect(list[0]).toEqual(summaryOf(newer!));
    const [request] = contentful.received;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/content/v1/spaces/space-1/environments/master',
      authorization: 'Bearer delivery-token',
      variables: {},
    });
    expect(squash(request!.query)).toContain('blogPostCollection(where: { showOnWebsite: true }, order: date_DESC)');
    for (const field of [
      'slug',
      'title',
      'subtitle',
      'date',
      'authorName',
      'photo { url title description width height }',
      'authorPhoto {',
      'sharePhoto {',
    ]) {
      expect(request!.query).toContain(field);
    }
    expect(request!.query).not.toContain('body');
  });

  it('asks for the post by slug with its article, and the 11 latest posts, keeping 10 others', async () => {
    // Prepare: the post is among the 11 latest.
    const posts = blogPosts(11);
    const post = posts[3]!;
    contentful.answerWith(() => ({
      body: { data: { post: { items: [post] }, latest: { items: posts.map(summaryOf) } } },
    }));

    // Act
    const page = await blog().getPost(post.slug);

    // Assess
    expect(page.post).toEqual(post);
    expect(page.others).toHaveLength(10);
    expect(page.others.map((other) => other.slug)).not.toContain(post.slug);
    expect(page.others.map((other) => other.slug)).toEqual(posts.filter((p) => p !== post).map((p) => p.slug));
    const [request] = contentful.received;
    expect(request!.variables).toEqual({ slug: post.slug });
    const query = squash(request!.query);
    expect(query).toContain('blogPostCollection(where: { slug: $slug, showOnWebsite: true }, limit: 1)');
    expect(query).toContain('body { json }');
    expect(query).toContain('blogPostCollection(where: { showOnWebsite: true }, order: date_DESC, limit: 11)');
  });

  it('keeps 10 of 11 others when the post is not among the latest, and answers null for an unknown slug', async () => {
    const posts = blogPosts(11);
    contentful.answerWith(() => ({ body: { data: { post: { items: [] }, latest: { items: posts.map(summaryOf) } } } }));

    const page = await blog().getPost('no-such-post');

    expect(page.post).toBeNull();
    expect(page.others.map((other) => other.slug)).toEqual(posts.slice(0, 10).map((p) => p.slug));
  });

  it('queries the environment it is given', async () => {
    contentful.answerWith(() => ({ body: { data: { blogPostCollection: { items: [] } } } }));

    await createContentfulBlog({ spaceId: 'space-1', accessToken: 't', environment: 'staging', baseUrl }).listPosts();

    expect(contentful.received[0]!.path).toBe('/content/v1/spaces/space-1/environments/staging');
  });

  it('turns GraphQL errors into an Error with Contentful’s message', async () => {
    contentful.answerWith(() => ({
      body: { data: null, errors: [{ message: 'Cannot query field "sharePhoto" on type "BlogPost".' }] },
    }));

    await expect(blog().listPosts()).rejects.toThrow('Contentful: Cannot query field "sharePhoto" on type "BlogPost".');
  });

  it('turns an HTTP error into an Error naming the status and Contentful’s explanation', async () => {
    contentful.answerWith(() => ({
      status: 401,
      body: { errors: [{ message: 'The access token you sent could not be found or is invalid.' }] },
    }));

    await expect(blog().getPost('x')).rejects.toThrow(
      'Contentful answered HTTP 401: The access token you sent could not be found or is invalid.',
    );
  });

  it('stops waiting when the page cancels the request', async () => {
    contentful.answerWith(() => ({ body: { data: { blogPostCollection: { items: [] } } }, delayMs: 2_000 }));
    const controller = new AbortController();

    const list = blog().listPosts(controller.signal);
    await vi.waitFor(() => expect(contentful.received).toHaveLength(1));
    controller.abort();

    await expect(list).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the embedded posts', () => {
  const draft = blogPost({ slug: 'a-draft', date: '2030-01-01T00:00:00.000Z', showOnWebsite: false });
  const [a, b, c] = [
    blogPost({ slug: 'middle', date: '2024-03-01T00:00:00.000Z' }),
    blogPost({ slug: 'newest', date: '2024-06-01T00:00:00.000Z' }),
    blogPost({ slug: 'oldest', date: '2023-01-01T00:00:00.000Z' }),
  ];
  const blog = () => createEmbeddedBlog(async () => [a, draft, b, c]);

  it('lists the posts shown on the website, newest first, without their articles', async () => {
    const list = await blog().listPosts();

    expect(list.map((post) => post.slug)).toEqual(['newest', 'middle', 'oldest']);
    expect(list[0]).not.toHaveProperty('body');
    expect(list[0]).not.toHaveProperty('showOnWebsite');
  });

  it('finds a post by slug with the others, newest first, and never a draft', async () => {
    const page = await blog().getPost('middle');

    expect(page.post?.slug).toBe('middle');
    expect(page.others.map((post) => post.slug)).toEqual(['newest', 'oldest']);
    expect((await blog().getPost('a-draft')).post).toBeNull();
  });

  it('keeps at most 10 others', async () => {
    const many = blogPosts(15);
    const page = await createEmbeddedBlog(async () => many).getPost(many[0]!.slug);

    expect(page.others).toHaveLength(10);
  });

  it('ships at least five real posts, newest first, and leaves the draft out', async () => {
    const list = await createEmbeddedBlog().listPosts();

    expect(list.length).toBeGreaterThanOrEqual(5);
    const dates = list.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.map((post) => post.slug)).not.toContain('draft-growth-mindset-caveats');
  });
});

describe('choosing the content source', () => {
  it('uses Contentful when the space and the token are both set', async () => {
    // Prepare: fetch answers as Contentful would; the adapter's address is Contentful's own.
    const fetchMock = vi.fn(async () => Response.json({ data: { blogPostCollection: { items: [] } } }));
    vi.stubGlobal('fetch', fetchMock);

    // Act
    await selectBlogContent({ VITE_CONTENTFUL_SPACE_ID: 'sp', VITE_CONTENTFUL_ACCESS_TOKEN: 'tok' }).listPosts();

    // Assess
    expect(fetchMock).toHaveBeenCalledWith(
      'https://graphql.contentful.com/content/v1/spaces/sp/environments/master',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer tok' }) }),
    );
  });

  it.each([
    ['neither', {}],
    ['only the space', { VITE_CONTENTFUL_SPACE_ID: 'sp' }],
    ['only the token', { VITE_CONTENTFUL_ACCESS_TOKEN: 'tok' }],
  ])('uses the shipped posts when %s is set', async (_, env) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    const list = await selectBlogContent(env).listPosts();

    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the build’s VITE_CONTENTFUL_* variables', async () => {
    vi.stubEnv('VITE_CONTENTFUL_SPACE_ID', 'from-env');
    vi.stubEnv('VITE_CONTENTFUL_ACCESS_TOKEN', 'env-token');
    vi.stubEnv('VITE_CONTENTFUL_ENVIRONMENT', 'preview-env');
    const fetchMock = vi.fn(async () => Response.json({ data: { blogPostCollection: { items: [] } } }));
    vi.stubGlobal('fetch', fetchMock);

    await getBlogContent().listPosts();

    expect(fetchMock).toHaveBeenCalledWith(
      'https://graphql.contentful.com/content/v1/spaces/from-env/environments/preview-env',
      expect.anything(),
    );
    vi.unstubAllEnvs();
  });
});

describe('loadBlogPages, for the pre-render', () => {
  it('loads the list and every listed post with its others', async () => {
    const posts = [
      blogPost({ slug: 'second', date: '2024-02-01T00:00:00.000Z' }),
      blogPost({ slug: 'first', date: '2024-01-01T00:00:00.000Z' }),
      blogPost({ slug: 'hidden', showOnWebsite: false }),
    ];

    const pages = await loadBlogPages(createEmbeddedBlog(async () => posts));

    expect(pages.list.map((post) => post.slug)).toEqual(['second', 'first']);
    expect(pages.posts.map((page) => [page.post?.slug, page.others.map((other) => other.slug)])).toEqual([
      ['second', ['first']],
      ['first', ['second']],
    ]);
  });
});

describe('post dates', () => {
  it('read like "January 5, 2024"', () => {
    expect(formatPostDate('2024-01-05T00:00:00.000Z')).toBe('January 5, 2024');
  });

  it('are the same day in every time zone, so the pre-render and the browser agree', async () => {
    // Prepare: a browser in California, where midnight UTC is still the day before.
    const before = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    vi.resetModules();
    try {
      const { formatPostDate: format } = await import('../../web/src/features/blog/format-date');

      expect(format('2024-01-05T00:00:00.000Z')).toBe('January 5, 2024');
      expect(format('2023-12-31T23:30:00.000Z')).toBe('December 31, 2023');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
