import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatPostDate } from '../../web/src/features/blog/format-date';
import { expect, test } from './support/test';

/** The blog as a visitor reads it, on the posts shipped in the repo (no Contentful keys in the test stack). */

interface ShippedPost {
  slug: string;
  title: string;
  subtitle: string;
  date: string;
  showOnWebsite: boolean;
  authorName: string;
}

const POSTS_DIR = new URL('../../web/src/content/blog/posts/', import.meta.url);
/** The shipped posts the blog shows: not the drafts, newest first. */
const SHOWN: ShippedPost[] = readdirSync(POSTS_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(new URL(file, POSTS_DIR), 'utf8')) as ShippedPost)
  .filter((post) => post.showOnWebsite)
  .sort((a, b) => b.date.localeCompare(a.date));
const NEWEST = SHOWN[0]!;
const SECOND = SHOWN[1]!;
const OTHERS_TITLE = "Other Blogs You'll Love";

/** The blog list and a post page, by what a visitor sees. */
class BlogPages {
  constructor(private readonly page: Page) {}

  /** Opens /blog and waits for the cards (the first visit of a run waits for the dev server's build). */
  async openList() {
    await this.page.goto('/blog');
    await expect(this.cards().first()).toBeVisible({ timeout: 45_000 });
  }

  async openPost(slug: string, title: string) {
    await this.page.goto(`/blog/${slug}`);
    await expect(this.heading(title)).toBeVisible({ timeout: 45_000 });
  }

  cards() {
    return this.page.getByRole('main').getByRole('article');
  }

  card(title: string) {
    return this.cards().filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  heading(title: string) {
    return this.page.getByRole('heading', { level: 1, name: title, exact: true });
  }

  share() {
    return this.page.getByRole('complementary', { name: 'Share This Blog' });
  }

  others() {
    return this.page.getByRole('region', { name: OTHERS_TITLE, exact: true });
  }
}

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );

/** How far the page is wider than the window: 0 means no horizontal scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the list shows the shipped posts newest first, each with its date, subtitle and author', async ({ page }) => {
  const blog = new BlogPages(page);
  await blog.openList();

  expect(SHOWN.length).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(SHOWN.map((post) => post.title));
  for (const post of SHOWN) {
    const card = blog.card(post.title);
    await expect(card.getByText(formatPostDate(post.date), { exact: true })).toBeVisible();
    await expect(card.getByText(post.subtitle)).toBeVisible();
    await expect(card.getByText(post.authorName, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle('Blog | Blue Guardian');
});

test('a click anywhere on a card opens its post, and "Back to Blogs" returns to the list', async ({ page }) => {
  const blog = new BlogPages(page);
  await blog.openList();

  // Near the card's top-left corner, on its photo: the title's link covers the whole card.
  await blog.card(SECOND.title).click({ position: { x: 24, y: 24 } });

  await expect(page).toHaveURL(new RegExp(`/blog/${SECOND.slug}$`));
  await expect(blog.heading(SECOND.title)).toBeVisible();
  await expect(page).toHaveTitle(`${SECOND.title} | Blue Guardian`);

  await page.getByRole('link', { name: 'Back to Blogs' }).click();

  await expect(page).toHaveURL(/\/blog$/);
  await expect(blog.cards()).toHaveCount(SHOWN.length);
});

test('the share links carry the post’s address and title', async ({ page, baseURL }) => {
  const blog = new BlogPages(page);
  await blog.openPost(NEWEST.slug, NEWEST.title);
  const url = encodeURIComponent(`${baseURL}/blog/${NEWEST.slug}`);
  const title = encodeURIComponent(NEWEST.title);

  const share = blog.share();
  await expect(share.getByRole('link')).toHaveCount(7);
  await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
    'href',
    `https://x.com/intent/post?url=${url}&text=${title}`,
  );
  await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  );
  await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${title}%20${url}`);
  await expect(share.getByRole('link', { name: 'Share on Reddit' })).toHaveAttribute(
    'href',
    `https://www.reddit.com/submit?url=${url}&title=${title}`,
  );
  await expect(share.getByRole('link', { name: 'Share on Pinterest' })).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.pinterest\\.com/pin/create/button/\\?url=${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&media=`),
  );
  await expect(share.getByRole('link', { name: 'Share by Email' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:\\?subject=${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&body=`),
  );
  for (const link of await share.getByRole('link').all()) {
    if ((await link.getAttribute('href'))?.startsWith('mailto:')) continue;
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('"Other Blogs You\'ll Love" shows the other posts, pages with Next, and opens one', async ({ page }) => {
  const blog = new BlogPages(page);
  await blog.openPost(NEWEST.slug, NEWEST.title);
  const others = blog.others();

  const expected = SHOWN.filter((post) => post.slug !== NEWEST.slug).slice(0, 10);
  await expect(others.getByRole('group')).toHaveCount(expected.length);
  await expect(others.getByRole('heading', { level: 3 })).toHaveText(expected.map((post) => post.title));
  await expect(others.getByRole('link', { name: NEWEST.title, exact: true })).toHaveCount(0);

  const last = expected.at(-1)!;
  const lastLink = others.getByRole('link', { name: last.title, exact: true });
  await expect(lastLink).not.toBeInViewport();
  const next = others.getByRole('button', { name: 'Next slide' });
  // Next until the last slide shows; the button turns aria-disabled at the end, as the track settles.
  await expect(async () => {
    if ((await next.getAttribute('aria-disabled')) !== 'true') await next.click({ timeout: 1_000 });
    await expect(lastLink).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(next).toHaveAttribute('aria-disabled', 'true');

  await lastLink.click();

  await expect(page).toHaveURL(new RegExp(`/blog/${last.slug}$`));
  await expect(blog.heading(last.title)).toBeVisible();
  await expect(blog.others().getByRole('link', { name: NEWEST.title, exact: true })).toHaveCount(1);
});

test('an unknown slug says "Post not found."', async ({ page }) => {
  await page.goto('/blog/no-such-post');

  await expect(page.getByRole('heading', { level: 1, name: 'Post not found.' })).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the navigation of a blog page leads to the landing page’s sections', async ({ page }) => {
  const blog = new BlogPages(page);
  await blog.openPost(NEWEST.slug, NEWEST.title);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#section2');
  await expect(nav.getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/#section1');
  await expect(nav.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/#section4');

  await nav.getByRole('link', { name: 'Pricing' }).click();

  await expect(page).toHaveURL(/\/#section3$/);
  await expect(page.locator('#section3')).toBeInViewport({ timeout: 45_000 });
});

test('the list and a post pass axe in the light and dark themes', async ({ page }) => {
  test.slow(); // Four page loads on the dev server.
  const blog = new BlogPages(page);
  for (const theme of ['light', 'dark']) {
    await page.goto('/blog');
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);

    await blog.openList();
    if (theme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await violations(page), `/blog, ${theme}`).toEqual([]);

    await blog.openPost(NEWEST.slug, NEWEST.title);
    await expect(blog.others()).toBeVisible();
    expect(await violations(page), `post, ${theme}`).toEqual([]);
  }
});

test('the list and a post fit 375, 768 and 1440 px wide screens without scrolling sideways', async ({ page }) => {
  test.slow(); // Six page loads on the dev server.
  const blog = new BlogPages(page);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await blog.openList();
    expect(await overflow(page), `/blog at ${width} px`).toBeLessThanOrEqual(0);

    await blog.openPost(NEWEST.slug, NEWEST.title);
    await expect(blog.share()).toBeVisible();
    expect(await overflow(page), `post at ${width} px`).toBeLessThanOrEqual(0);
  }
});

test('the share links sit beside the article on a wide screen and below it on a phone', async ({ page }) => {
  const blog = new BlogPages(page);
  const article = page.locator('.post-article');

  await page.setViewportSize({ width: 1440, height: 900 });
  await blog.openPost(NEWEST.slug, NEWEST.title);
  const wide = { text: (await article.boundingBox())!, share: (await blog.share().boundingBox())! };
  expect(wide.share.x).toBeGreaterThanOrEqual(wide.text.x + wide.text.width);

  await page.setViewportSize({ width: 375, height: 900 });
  const narrow = { text: (await article.boundingBox())!, share: (await blog.share().boundingBox())! };
  expect(narrow.share.y).toBeGreaterThanOrEqual(narrow.text.y + narrow.text.height);
});
