import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The production build as CloudFront serves it (dev/preview.ts runs the same rewrite function):
 * the public pages arrive as finished HTML with their sharing metadata, then hydrate without a
 * mismatch; every other address gets the app shell.
 */

let pages: string[] = [];

test.beforeAll(async ({ request }) => {
  pages = (await (await request.get('/prerendered.json')).json()) as string[];
});

const head = (page: Page, selector: string, attribute = 'content') => page.locator(`head ${selector}`).getAttribute(attribute);

test('every public page is pre-rendered with its title, description, canonical URL and card, readable without JavaScript', async ({
  browser,
  baseURL,
}) => {
  expect(pages).toEqual(expect.arrayContaining(['/', '/blog', '/privacy-policy', '/terms-and-conditions', '/safety']));
  expect(pages.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThanOrEqual(5);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
    const title = await page.title();
    expect(title, path).toMatch(/Blue Guardian/);
    expect(await page.locator('head title').count(), path).toBe(1);
    expect(await head(page, 'meta[name="description"]'), path).toBeTruthy();
    expect(await head(page, 'link[rel="canonical"]', 'href'), path).toBe(`${baseURL}${path}`);
    expect(await head(page, 'meta[property="og:url"]'), path).toBe(`${baseURL}${path}`);
    expect(await head(page, 'meta[property="og:title"]'), path).toBe(title);
    expect(await head(page, 'meta[property="og:image"]'), path).toMatch(/^http:\/\/localhost:\d+\/.+\.(png|jpe?g)$/);
    expect(await head(page, 'meta[name="twitter:card"]'), path).toBe('summary_large_image');
    // The SOS button is on every public page, even before the script runs.
    await expect(page.getByRole('button', { name: /SOS/ }).first(), path).toBeVisible();
  }
  // A post's card is the post's own.
  const post = pages.find((path) => path.startsWith('/blog/'))!;
  await page.goto(post);
  const heading = (await page.locator('h1').innerText()).trim();
  expect(await head(page, 'meta[property="og:type"]')).toBe('article');
  expect(await head(page, 'meta[property="og:title"]')).toContain(heading);
  expect(await head(page, 'meta[property="article:published_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}/);
  await context.close();
});

test('before any script runs, the SOS button takes a visitor to the help numbers', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'SOS: get help now' }).first().click();
  await expect(page).toHaveURL(/\/safety\?#help-now$/);
  await expect(page.getByRole('link', { name: 'Call 988', exact: true }).first()).toHaveAttribute('href', 'tel:988');
  await context.close();
});

test('each pre-rendered page hydrates without a mismatch, and then works as an app', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
  expect(problems).toEqual([]);

  // Hydrated: an in-app link navigates without a new document.
  await page.goto('/privacy-policy');
  await page.waitForLoadState('networkidle');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test('the landing page runs the code of a section below the fold only once it nears the screen, and the section then works', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/(faq|team)-section-/.test(path))).toEqual([]);

  const faq = page.locator('#section1');
  await faq.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((path) => /\/faq-section-/.test(path))).toBe(true);
  const question = faq.getByRole('button').first();
  // Pressed at once, whether or not the code has arrived yet: the press is held and replayed.
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region').first()).toBeVisible();
});

test('a pre-rendered page carries its styles, so it paints without fetching any, and a page opened later still gets its own', async ({
  browser,
  page,
}) => {
  // Styled before any script runs: the look comes with the HTML.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.locator('head link[rel="stylesheet"]')).toHaveCount(0);
  expect(await bare.locator('.site-nav__nav').evaluate((nav) => getComputedStyle(nav).display)).toBe('flex');
  await noScript.close();

  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The lazy sections load their code when scrolled near; their styles are already on the page.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);

  await page.getByRole('link', { name: 'Terms and Conditions' }).first().click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Terms/);
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.every((path) => path.startsWith('/assets/'))).toBe(true);
});

test('other addresses get the app shell: the login page, the dashboard guard and an unknown post', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/blog/no-such-post');
  await expect(page.getByText('Post not found.')).toBeVisible();
});

test('the sitemap lists every page, robots.txt points at it, and files are cached as CloudFront caches them', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of pages) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers()['content-security-policy']).toContain("default-src 'self'");
  const script = (await home.text()).match(/<script type="module"[^>]*src="([^"]+)"/)![1]!;
  expect((await request.get(script)).headers()['cache-control']).toContain('immutable');
});

/** Where a landing section's top is, below the sticky navigation, once the page has settled. */
async function sectionOffsetBelowNav(page: Page, id: string): Promise<number> {
  // Settled: the section is there, the lazy sections' code has arrived and nothing moves for a moment.
  await expect(page.locator(`#${id}`)).toBeAttached();
  await page.waitForLoadState('networkidle');
  let previous = Number.NaN;
  await expect
    .poll(async () => {
      const now = await page.evaluate((section) => document.getElementById(section)!.getBoundingClientRect().top, id);
      const still = now === previous;
      previous = now;
      return still;
    })
    .toBe(true);
  return page.evaluate((section) => {
    const nav = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    return document.getElementById(section)!.getBoundingClientRect().top - nav;
  }, id);
}

const NAV_LINKS = [
  ['Features', 'section2'],
  ['Pricing', 'section3'],
  ['Product', 'section1'],
  ['Company', 'section4'],
] as const;

for (const [label, id] of NAV_LINKS) {
  test(`the navigation's ${label} link brings its section just below the navigation, on / and from a blog post`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    // On /, clicked as soon as the page shows (its sections' code still on the way).
    await page.goto('/');
    await nav.getByRole('link', { name: label, exact: true }).click();
    const onHome = await sectionOffsetBelowNav(page, id);
    expect(onHome).toBeGreaterThanOrEqual(-2);
    expect(onHome).toBeLessThanOrEqual(100);
    // From a post: the link leads to / and the section.
    const post = pages.find((path) => path.startsWith('/blog/'))!;
    await page.goto(post);
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    const fromPost = await sectionOffsetBelowNav(page, id);
    expect(fromPost).toBeGreaterThanOrEqual(-2);
    expect(fromPost).toBeLessThanOrEqual(100);
  });
}

/** Holds back the code of one lazy section until `release` is called, as a slow network would. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a click on the pricing toggle before the section's code has loaded is applied once it loads", async ({ page }) => {
  const release = await holdChunk(page, 'pricing-section');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#section3');
  const pricing = page.locator('#section3');
  await pricing.getByRole('radio', { name: 'Monthly' }).click();
  release();
  await page.waitForLoadState('networkidle');
  // The choice holds, and the prices follow it.
  await expect(pricing.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(pricing.getByText('$16')).toBeVisible();
  await expect(pricing.getByRole('link', { name: 'Sign Up' })).toHaveCount(2);
});

test('a click on a carousel button before its section has hydrated is not lost', async ({ page }) => {
  const release = await holdChunk(page, 'testimonials-section');
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/#testimonials');
  const testimonials = page.locator('#testimonials');
  const previous = testimonials.getByRole('button', { name: 'Previous slide' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await testimonials.getByRole('button', { name: 'Next slide' }).click();
  release();
  // The press moved the carousel on once the code arrived: Previous now leads back.
  await expect(previous).toHaveAttribute('aria-disabled', 'false');
});
