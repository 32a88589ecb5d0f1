import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The landing page's pricing, testimonials, FAQ, team, sign-up call and social-proof popup. */

const SECTIONS = ['#section3', '#testimonials', '#section1', '#section4', '.signup-cta', '.social-proof'];

/** axe on these sections only (other parts of the page have their own specs). */
async function sectionViolations(page: Page) {
  const builder = SECTIONS.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  return (await builder.analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Opens the landing page (at a section, given its hash) and waits for it: the first visit of a
 * run waits for the dev server to build the page, which takes a while on a busy machine.
 */
async function openLanding(page: Page, hash = '') {
  await page.goto(`/${hash}`);
  await expect(page.locator('#section4')).toBeAttached({ timeout: 45_000 });
  if (hash) await settled(page);
}

/**
 * Waits for a jump to a hash to settle: the page keeps the section in place while the sections
 * above it load (ScrollToTop), and a script's scroll (Playwright's before each click), unlike a
 * person's, does not end that, so the test waits until nothing has loaded or moved for a while.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
}

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const slide = (page: Page, name: string, label: string) => carousel(page, name).getByRole('group', { name: label, exact: true });

test('pricing opens on annual and the toggle changes the Premium price and button', async ({ page }) => {
  await openLanding(page, '#section3');
  const pricing = page.locator('#section3');
  const premium = pricing.getByRole('region', { name: 'Premium' });
  const basic = pricing.getByRole('region', { name: 'Basic' });

  await expect(pricing.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await expect(premium.getByText('Most Popular')).toBeVisible();
  await expect(premium.locator('s')).toHaveText('$16');
  await expect(premium.getByText('$8', { exact: true })).toBeVisible();
  await expect(premium.getByText(/14-day free trial/)).toBeVisible();
  await expect(premium.getByRole('link', { name: 'Free Trial' })).toHaveAttribute('href', '/login');
  await expect(basic.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

  // The keyboard moves between the two radios.
  await pricing.getByRole('radio', { name: /Annual/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(pricing.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(premium.locator('s')).toHaveCount(0);
  await expect(premium.getByText('$16', { exact: true })).toBeVisible();
  await expect(premium.getByRole('link', { name: 'Free Trial' })).toHaveCount(0);

  await premium.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await page.locator('#section3').getByRole('region', { name: 'Basic' }).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the FAQ opens one answer at a time by keyboard', async ({ page }) => {
  await openLanding(page, '#section1');
  const faq = page.locator('#section1');
  const questions = faq.getByRole('heading', { level: 3 }).getByRole('button');
  await expect(questions).toHaveCount(7);
  const [first, second] = [questions.nth(0), questions.nth(1)];

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: await first.innerText() })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(1);

  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(0);
});

test.describe('on a tablet (two slides in view)', () => {
  test.use({ viewport: { width: 768, height: 1000 } });

  test('the testimonials and team carousels move by one slide with Next and Previous', async ({ page }) => {
    await openLanding(page, '#testimonials');
    const testimonials = carousel(page, 'Testimonials');
    const next = testimonials.getByRole('button', { name: 'Next slide' });
    const previous = testimonials.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(slide(page, 'Testimonials', '3 of 6')).not.toBeInViewport({ ratio: 0.9 });

    await next.click();
    await expect(slide(page, 'Testimonials', '3 of 6')).toBeInViewport({ ratio: 0.9 });
    await expect(slide(page, 'Testimonials', '1 of 6')).not.toBeInViewport();
    await expect(previous).toHaveAttribute('aria-disabled', 'false');

    // By keyboard to the end: Next stays focused and disabled there. Each press counts, even when
    // the glide before it reports its end late (a busy machine delays scrollend).
    await next.focus();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Enter');
      await testimonials.locator('.carousel__track').dispatchEvent('scrollend');
    }
    await expect(slide(page, 'Testimonials', '6 of 6')).toBeInViewport({ ratio: 0.9 });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();

    await previous.click();
    await expect(slide(page, 'Testimonials', '4 of 6')).toBeInViewport({ ratio: 0.9 });
    await expect(next).toHaveAttribute('aria-disabled', 'false');

    const team = carousel(page, 'Team');
    await team.scrollIntoViewIfNeeded();
    await expect(slide(page, 'Team', '3 of 3')).not.toBeInViewport({ ratio: 0.9 });
    await team.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(page, 'Team', '3 of 3')).toBeInViewport({ ratio: 0.9 });
    await expect(team.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
    await team.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide(page, 'Team', '1 of 3')).toBeInViewport({ ratio: 0.9 });
    await expect(team.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');

    // Tabbing to a profile link out of view brings its slide into view.
    await slide(page, 'Team', '3 of 3').getByRole('link').focus();
    await expect(slide(page, 'Team', '3 of 3')).toBeInViewport({ ratio: 0.9 });
  });
});

test('the social-proof popup says when someone really subscribed, 5 s in each 20 s, clear of the SOS button, and can be closed', async ({
  page,
}) => {
  const now = Date.UTC(2026, 10, 28, 12);
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
  await page.clock.install({ time: now });
  // Two real subscriptions, as the API would answer them (its own tests: test/integration/recent-subscriptions.test.ts).
  await page.route('**/api/payment/recent-subscriptions', (route) =>
    route.fulfill({ json: { success: true, subscribedAt: [hoursAgo(2), hoursAgo(5)] } }),
  );
  await openLanding(page);
  const status = page.locator('.social-proof').getByRole('status');
  await expect(status).toBeEmpty();

  await page.clock.fastForward(15_000);
  await expect(status).toHaveText('Someone subscribed to Premium 2 hours ago');
  const popup = await page.locator('.social-proof').boundingBox();
  const sos = await page.getByRole('button', { name: /SOS/ }).first().boundingBox();
  expect(popup && sos).toBeTruthy();
  const overlaps = (a: NonNullable<typeof popup>, b: NonNullable<typeof popup>) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps(popup!, sos!)).toBe(false);
  expect(await sectionViolations(page)).toEqual([]);

  await page.clock.fastForward(5_000);
  await expect(status).toBeEmpty();
  await page.clock.fastForward(15_000);
  await expect(status).toHaveText('Someone subscribed to Premium 5 hours ago');

  await page.getByRole('button', { name: 'Close notifications' }).click();
  await expect(page.locator('.social-proof')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('#section4')).toBeAttached({ timeout: 45_000 });
  await page.clock.fastForward(40_000);
  await expect(page.locator('.social-proof').getByRole('status')).toBeEmpty();
});

test('the social-proof popup shows nothing when nobody subscribed recently', async ({ page }) => {
  await page.clock.install();
  await page.route('**/api/payment/recent-subscriptions', (route) => route.fulfill({ json: { success: true, subscribedAt: [] } }));
  await openLanding(page);
  await page.clock.fastForward(60_000);
  await expect(page.locator('.social-proof').getByRole('status')).toBeEmpty();
  await expect(page.getByRole('button', { name: 'Close notifications' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the sections have no axe violations in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openLanding(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // An open FAQ answer is checked too.
    await page.locator('#section1').getByRole('button').first().click();
    await expect(page.locator('#section1').getByRole('region')).toHaveCount(1);
    expect(await sectionViolations(page)).toEqual([]);
  });
}

test('on a wide screen three slides are in view, and the team needs no buttons', async ({ page }) => {
  await openLanding(page, '#section4');
  for (const label of ['1 of 3', '2 of 3', '3 of 3']) await expect(slide(page, 'Team', label)).toBeInViewport({ ratio: 0.9 });
  await expect(carousel(page, 'Team').getByRole('button')).toHaveCount(0);
  await carousel(page, 'Testimonials').scrollIntoViewIfNeeded();
  await expect(carousel(page, 'Testimonials').getByRole('button', { name: 'Next slide' })).toBeVisible();
  await expect(slide(page, 'Testimonials', '3 of 6')).toBeInViewport({ ratio: 0.9 });
  await expect(slide(page, 'Testimonials', '4 of 6')).not.toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the sections fit the width, with one slide in view', async ({ page }) => {
    await openLanding(page);
    for (const selector of SECTIONS.slice(0, 5)) {
      const [scrollWidth, clientWidth] = await page.locator(selector).evaluate((element) => [element.scrollWidth, element.clientWidth]);
      expect(scrollWidth, selector).toBeLessThanOrEqual(clientWidth);
    }
    await carousel(page, 'Testimonials').scrollIntoViewIfNeeded();
    await expect(slide(page, 'Testimonials', '1 of 6')).toBeInViewport({ ratio: 0.9 });
    await expect(slide(page, 'Testimonials', '2 of 6')).not.toBeInViewport();
  });
});
