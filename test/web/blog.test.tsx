import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogRoute from '../../web/src/app/routes/blog';
import BlogPostRoute from '../../web/src/app/routes/blog-post';
import { PostArticle } from '../../web/src/features/blog/components/post-article';
import { createEmbeddedBlog } from '../../web/src/features/blog/content/embedded';
import type { BlogContent, BlogPostItem, BlogPostPage, BlogPostSummary } from '../../web/src/features/blog/types';
import { SosProvider } from '../../web/src/features/safety/sos-provider';
import { InitialDataContext, type InitialData } from '../../web/src/lib/initial-data';
import { absoluteUrl } from '../../web/src/lib/page-head';
import { blogPost, summaryOf } from './helpers/blog';
import { mockApi, signedOut } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';
import { prerenderAndHydrate as prerenderAndHydratePage } from './helpers/prerender';

// The pages' one seam to their content: each test says what the content service answers.
const content = vi.hoisted(() => ({ port: null as BlogContent | null }));
vi.mock('../../web/src/features/blog/content', () => ({
  getBlogContent: () => {
    if (!content.port) throw new Error('The test gave the blog no content');
    return content.port;
  },
}));

const NEWEST = blogPost({
  slug: 'sleep-and-mood',
  title: 'Sleep and Mood',
  subtitle: 'Why a good night changes how you feel.',
  date: '2024-06-18T00:00:00.000Z',
  authorName: 'Daniel Okafor',
  authorPhoto: { url: '/blog/authors/daniel-okafor.svg', title: 'Portrait of Daniel Okafor', description: null, width: 96, height: 96 },
});
const MIDDLE = blogPost({ slug: 'three-good-things', title: 'Three Good Things', date: '2024-01-05T00:00:00.000Z' });
const OLDEST = blogPost({ slug: 'self-compassion', title: 'Self-Compassion', date: '2023-03-14T00:00:00.000Z' });
const DRAFT = blogPost({ slug: 'a-draft', title: 'A Draft', showOnWebsite: false });
const POSTS = [MIDDLE, DRAFT, OLDEST, NEWEST];

/** The shipped-posts adapter over the test's posts, with spies to see what the pages asked. */
function givenContent(posts: BlogPostItem[] = POSTS) {
  const embedded = createEmbeddedBlog(async () => posts);
  const port = { listPosts: vi.fn(embedded.listPosts), getPost: vi.fn(embedded.getPost) };
  content.port = port;
  return port;
}

/** A content service that never answers, until the test aborts the request. */
function pendingContent() {
  const signals: AbortSignal[] = [];
  const wait = (signal?: AbortSignal) =>
    new Promise<never>((_, reject) => {
      if (signal) signals.push(signal);
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  content.port = { listPosts: vi.fn(wait), getPost: vi.fn((_slug: string, signal?: AbortSignal) => wait(signal)) };
  return signals;
}

/** A path made absolute as a share link needs it: on the build's site address, else this page's origin. */
const siteAddress = (path: string) => {
  const url = absoluteUrl(path);
  return url.startsWith('http') ? url : `${window.location.origin}${url}`;
};

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  mockApi(signedOut);
});
afterEach(() => {
  content.port = null;
});

describe('the blog list (/blog)', () => {
  it('shows "Loading..." until the posts arrive, then one card per shown post, newest first', async () => {
    // Prepare: posts that arrive when the test says so.
    const port = givenContent();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    port.listPosts.mockImplementation(async (signal) => {
      await held;
      return createEmbeddedBlog(async () => POSTS).listPosts(signal);
    });

    // Act
    renderApp('/blog');

    // Assess
    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
    release();
    await screen.findByRole('link', { name: 'Sleep and Mood' });
    const titles = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(titles.map((heading) => heading.textContent)).toEqual(['Sleep and Mood', 'Three Good Things', 'Self-Compassion']);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByText('A Draft')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('shows each card’s photo, title, subtitle, author photo and name, and its date like "January 5, 2024"', async () => {
    givenContent();
    renderApp('/blog');

    const card = (await screen.findByRole('link', { name: 'Sleep and Mood' })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Why a good night changes how you feel.')).toBeInTheDocument();
    expect(inCard.getByText('Daniel Okafor')).toBeInTheDocument();
    expect(inCard.getByText('June 18, 2024')).toHaveAttribute('dateTime', '2024-06-18T00:00:00.000Z');
    const photo = inCard.getByRole('img', { name: 'Picture for sleep-and-mood' });
    expect(photo).toHaveAttribute('src', '/blog/sleep-and-mood.svg');
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '630');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(inCard.getByRole('img', { name: 'Portrait of Daniel Okafor' })).toHaveAttribute('width', '96');
    expect(screen.getByText('January 5, 2024')).toBeInTheDocument();
  });

  it('makes each card one link, named by its title, to /blog/{slug}, which opens the post', async () => {
    givenContent();
    const { user, location } = renderApp('/blog');
    await screen.findByRole('link', { name: 'Sleep and Mood' });

    for (const post of [NEWEST, MIDDLE, OLDEST]) {
      const card = screen.getByRole('link', { name: post.title }).closest('article') as HTMLElement;
      expect(within(card).getAllByRole('link')).toHaveLength(1);
      expect(within(card).getByRole('link')).toHaveAttribute('href', `/blog/${post.slug}`);
    }

    await user.click(screen.getByRole('link', { name: 'Three Good Things' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Three Good Things' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/blog/three-good-things');
  });

  it('opens a post from the keyboard', async () => {
    givenContent();
    const { user, location } = renderApp('/blog');
    const link = await screen.findByRole('link', { name: 'Self-Compassion' });

    link.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Self-Compassion' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/blog/self-compassion');
  });

  it('shows "An error occurred: {message}" when the content service fails', async () => {
    const port = givenContent();
    port.listPosts.mockRejectedValue(new Error('Contentful answered HTTP 401'));

    renderApp('/blog');

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred: Contentful answered HTTP 401');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('names the page "Blog" with a description and a canonical address', async () => {
    givenContent();
    renderApp('/blog');
    await screen.findByRole('link', { name: 'Sleep and Mood' });

    expect(document.title).toBe('Blog | Blue Guardian');
    expect(meta('meta[name="description"]')).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/blog$/);
  });

  it('cancels the request when the visitor leaves before the posts arrive', async () => {
    const signals = pendingContent();
    const { user } = renderApp('/blog');
    await screen.findByText('Loading...');

    await user.click(screen.getByRole('link', { name: 'Terms and Conditions' }));

    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(signals.length).toBeGreaterThan(0);
    // The request is cancelled as the list unmounts, which may land just after the next page's heading.
    await waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
  });
});

describe('a blog post (/blog/{slug})', () => {
  it('shows the hero: photo first in line, title as the h1, subtitle, author, date and "Back to Blogs"', async () => {
    givenContent();
    const { user, location } = renderApp('/blog/sleep-and-mood');

    const h1 = await screen.findByRole('heading', { level: 1, name: 'Sleep and Mood' });
    const hero = h1.closest('header') as HTMLElement;
    expect(within(hero).getByText('Why a good night changes how you feel.')).toBeInTheDocument();
    expect(within(hero).getByText('Daniel Okafor')).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: 'Portrait of Daniel Okafor' })).toBeInTheDocument();
    expect(within(hero).getByText('June 18, 2024')).toBeInTheDocument();
    const photo = within(hero).getByRole('img', { name: 'Picture for sleep-and-mood' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('width', '1200');

    await user.click(within(hero).getByRole('link', { name: /Back to Blogs/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/blog');
  });

  it('shows the article, its headings below the title', async () => {
    givenContent();
    renderApp('/blog/sleep-and-mood');

    expect(await screen.findByText('A first paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What helps' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('offers "Share This Blog" links to seven networks with the post’s address and title, opening new tabs', async () => {
    givenContent();
    renderApp('/blog/sleep-and-mood');
    const share = await screen.findByRole('complementary', { name: 'Share This Blog' });
    const url = encodeURIComponent(siteAddress('/blog/sleep-and-mood'));
    const title = encodeURIComponent('Sleep and Mood');
    // The dev server has no fixed site address: the page's own origin stands in.
    await waitFor(() =>
      expect(within(share).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      ),
    );

    const expected: [string, string][] = [
      ['Share on Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
      ['Share on X', `https://x.com/intent/post?url=${url}&text=${title}`],
      ['Share on LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
      ['Share on WhatsApp', `https://wa.me/?text=${title}%20${url}`],
      ['Share on Reddit', `https://www.reddit.com/submit?url=${url}&title=${title}`],
      [
        'Share on Pinterest',
        `https://www.pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(siteAddress('/blog/share/sleep-and-mood.jpg'))}&description=${title}`,
      ],
    ];
    const links = within(share).getAllByRole('link');
    expect(links).toHaveLength(7);
    for (const [name, href] of expected) {
      const link = within(share).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
    const mail = within(share).getByRole('link', { name: 'Share by Email' });
    expect(mail.getAttribute('href')).toMatch(new RegExp(`^mailto:\\?subject=${title}&body=.*${url}$`));
    expect(mail).not.toHaveAttribute('target');
  });

  it('shows the other posts in the "Other Blogs You\'ll Love" carousel, and one opens in place of the first', async () => {
    const port = givenContent();
    const { user, location } = renderApp('/blog/sleep-and-mood');

    const carousel = await screen.findByRole('region', { name: "Other Blogs You'll Love" });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Three Good Things', 'Self-Compassion']);
    expect(within(carousel).getByText('January 5, 2024')).toBeInTheDocument();

    await user.click(within(carousel).getByRole('link', { name: 'Self-Compassion' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Self-Compassion' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/blog/self-compassion');
    expect(port.getPost).toHaveBeenLastCalledWith('self-compassion', expect.any(AbortSignal));
    const others = within(screen.getByRole('region', { name: "Other Blogs You'll Love" })).getAllByRole('link');
    expect(others.map((link) => link.textContent)).toEqual(['Sleep and Mood', 'Three Good Things']);
  });

  it('sets the page’s sharing metadata from the post', async () => {
    givenContent();
    renderApp('/blog/sleep-and-mood');
    await screen.findByRole('heading', { level: 1, name: 'Sleep and Mood' });

    expect(document.title).toBe('Sleep and Mood | Blue Guardian');
    expect(meta('meta[name="description"]')).toBe('Why a good night changes how you feel.');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:url"]')).toBe(absoluteUrl('/blog/sleep-and-mood'));
    expect(meta('meta[property="og:image"]')).toBe(absoluteUrl('/blog/share/sleep-and-mood.jpg'));
    expect(meta('meta[property="og:image:alt"]')).toBe('Share picture for sleep-and-mood');
    expect(meta('meta[property="article:published_time"]')).toBe('2024-06-18T00:00:00.000Z');
    expect(meta('meta[property="article:author"]')).toBe('Daniel Okafor');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shares the photo itself when the post has no raster share photo', async () => {
    givenContent([blogPost({ slug: 'plain', sharePhoto: null })]);
    renderApp('/blog/plain');
    await screen.findByRole('heading', { level: 1, name: 'Title of plain' });

    expect(meta('meta[property="og:image"]')).toBe(absoluteUrl('/blog/plain.svg'));
  });

  it.each([
    ['an unknown slug', 'no-such-post'],
    ['a draft', 'a-draft'],
  ])('says "Post not found." for %s, kept out of search results', async (_, slug) => {
    givenContent();
    renderApp(`/blog/${slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found.' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blog');
  });

  it('shows "Loading..." and then "An error occurred: {message}" when the post cannot be loaded', async () => {
    const port = givenContent();
    port.getPost.mockRejectedValue(new Error('Failed to fetch'));

    renderApp('/blog/sleep-and-mood');

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred: Failed to fetch');
  });

  it('cancels the request of a post the visitor leaves before it arrives', async () => {
    const signals = pendingContent();
    const { user } = renderApp('/blog/sleep-and-mood');
    await screen.findByText('Loading...');

    await user.click(screen.getByRole('link', { name: 'Terms and Conditions' }));

    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(signals.length).toBeGreaterThan(0);
    // The request is cancelled as the list unmounts, which may land just after the next page's heading.
    await waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
  });
});

describe('the article renderer', () => {
  const text = (value: string, marks: string[] = []) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
  const block = (nodeType: string, content: unknown[], data = {}) => ({ nodeType, data, content });
  const doc = (...content: unknown[]) => block('document', content) as unknown as BlogPostItem['body']['json'];
  const renderArticle = (document: BlogPostItem['body']['json']) =>
    render(
      <MemoryRouter>
        <PostArticle document={document} />
      </MemoryRouter>,
    );

  it('starts the article’s headings at h2, however high the author started, keeping their order', () => {
    renderArticle(doc(block('heading-1', [text('Top')]), block('heading-2', [text('Below')]), block('heading-3', [text('Deeper')])));

    expect(screen.getByRole('heading', { name: 'Top' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Below' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Deeper' }).tagName).toBe('H4');
  });

  it('opens other sites as ordinary links with rel noopener, and our own pages in the app', () => {
    renderArticle(
      doc(
        block('paragraph', [
          text('Read '),
          block('hyperlink', [text('the study')], { uri: 'https://example.org/study' }),
          text(' or '),
          block('hyperlink', [text('our privacy policy')], { uri: '/privacy-policy' }),
        ]),
      ),
    );

    const external = screen.getByRole('link', { name: 'the study' });
    expect(external).toHaveAttribute('href', 'https://example.org/study');
    expect(external).toHaveAttribute('rel', 'noopener');
    expect(external).not.toHaveAttribute('target');
    const internal = screen.getByRole('link', { name: 'our privacy policy' });
    expect(internal).toHaveAttribute('href', '/privacy-policy');
    expect(internal).not.toHaveAttribute('rel');
  });

  it('renders lists, quotes, rules and emphasis as their HTML', () => {
    const { container } = renderArticle(
      doc(
        block('unordered-list', [
          block('list-item', [block('paragraph', [text('One')])]),
          block('list-item', [block('paragraph', [text('Two')])]),
        ]),
        block('ordered-list', [block('list-item', [block('paragraph', [text('First')])])]),
        block('blockquote', [block('paragraph', [text('A quote.')])]),
        block('hr', []),
        block('paragraph', [text('Bold', ['bold']), text(' and '), text('italic', ['italic'])]),
      ),
    );

    expect(
      within(screen.getAllByRole('list')[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two']);
    expect(container.querySelector('ol li')).toHaveTextContent('First');
    expect(container.querySelector('blockquote')).toHaveTextContent('A quote.');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
  });
});

describe('pre-rendered blog pages', () => {
  const prerenderAndHydrate = (url: string, routes: ReactNode, data: InitialData) =>
    prerenderAndHydratePage(
      <StrictMode>
        <InitialDataContext value={data}>
          <MemoryRouter initialEntries={[url]}>
            <SosProvider>
              <Routes>{routes}</Routes>
            </SosProvider>
          </MemoryRouter>
        </InitialDataContext>
      </StrictMode>,
    );

  it('the list renders from its data, hydrates without a mismatch, and asks the content service nothing', async () => {
    const port = givenContent();
    const list: BlogPostSummary[] = [NEWEST, MIDDLE].map(summaryOf);

    const view = await prerenderAndHydrate('/blog', <Route path="/blog" element={<BlogRoute />} />, { path: '/blog', value: list });

    expect(view.html).toContain('Sleep and Mood');
    expect(view.html).not.toContain('Loading...');
    expect(view.recoverable).not.toHaveBeenCalled();
    expect(
      within(within(view.container).getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Sleep and Mood', 'Three Good Things']);
    expect(port.listPosts).not.toHaveBeenCalled();
    view.unmount();
    view.container.remove();
  });

  it('a post renders from its data, hydrates without a mismatch, and asks the content service nothing', async () => {
    const port = givenContent();
    const data: BlogPostPage = { post: NEWEST, others: [MIDDLE, OLDEST].map(summaryOf) };

    const view = await prerenderAndHydrate('/blog/sleep-and-mood', <Route path="/blog/:slug" element={<BlogPostRoute />} />, {
      path: '/blog/sleep-and-mood',
      value: data,
    });

    expect(view.html).toContain('A first paragraph.');
    expect(view.recoverable).not.toHaveBeenCalled();
    expect(within(view.container).getByRole('heading', { level: 1, name: 'Sleep and Mood' })).toBeInTheDocument();
    expect(within(view.container).getByRole('region', { name: "Other Blogs You'll Love" })).toBeInTheDocument();
    expect(port.getPost).not.toHaveBeenCalled();
    view.unmount();
    view.container.remove();
  });

  it('data rendered for another post is not shown for this one', async () => {
    givenContent();
    render(
      <InitialDataContext value={{ path: '/blog/sleep-and-mood', value: { post: NEWEST, others: [] } }}>
        <MemoryRouter initialEntries={['/blog/self-compassion']}>
          <SosProvider>
            <Routes>
              <Route path="/blog/:slug" element={<BlogPostRoute />} />
            </Routes>
          </SosProvider>
        </MemoryRouter>
      </InitialDataContext>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Self-Compassion' })).toBeInTheDocument();
  });
});
