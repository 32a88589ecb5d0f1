import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The landing page's frame, hero and features, as a visitor uses them. */

const WIDTHS = [375, 768, 1440];

/** The landing page's parts a visitor reaches from the navigation. */
class LandingPage {
  constructor(private readonly page: Page) {}

  async open(url = '/') {
    await this.page.goto(url);
    // The dev server transforms the page's modules on first request, which can be slow.
    await expect(this.headline()).toBeVisible({ timeout: 30_000 });
  }

  headline() {
    return this.page.getByRole('heading', { level: 1 });
  }

  banner() {
    return this.page.getByRole('banner');
  }

  nav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  menuButton() {
    return this.nav().getByRole('button', { name: 'Menu' });
  }

  /** A landing section by its id, e.g. section3. */
  section(id: string) {
    return this.page.locator(`section#${id}`);
  }

  /** The section's heading: in view, and not under the sticky navigation. */
  async expectScrolledTo(id: string) {
    const heading = this.section(id).getByRole('heading', { level: 2 }).first();
    // Reached from another page, the landing page's modules may still be loading.
    await expect(heading).toBeInViewport({ timeout: 20_000 });
    const navBottom = await this.banner().evaluate((element) => element.getBoundingClientRect().bottom);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(navBottom);
  }
}

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);

/** How far the page is wider than the window: 0 means no horizontal scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The outermost elements that reach past the right edge of the window unclipped, to name in a failure. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // An absolutely positioned element escapes a clipping ancestor unless one of its own
    // ancestors up to that clip is positioned (its containing block).
    const clipped = (element: HTMLElement) => {
      let escapes = getComputedStyle(element).position === 'absolute';
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && !escapes) return true;
        if (style.position !== 'static') escapes = false;
      }
      return false;
    };
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (element) => element.getBoundingClientRect().right > width + 1 && !clipped(element),
    );
    return wide
      .filter((element) => !wide.includes(element.parentElement as HTMLElement))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.parentElement?.className} > ${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
      )
      .join(', ');
  });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('landing page: navigation', () => {
  test('a URL with #section3 opens the page at the pricing section, clear of the sticky navigation', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open('/#section3');

    await landing.expectScrolledTo('section3');
    await expect(landing.section('section3')).toContainText('Most Popular');
  });

  test('the nav links on / scroll to their sections', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();

    await landing.nav().getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/#section2$/);
    await landing.expectScrolledTo('section2');
    await expect(landing.section('section2').getByRole('heading', { level: 2 })).toHaveText('How It Works');

    await landing.nav().getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveURL(/\/#section4$/);
    await landing.expectScrolledTo('section4');

    await landing.nav().getByRole('link', { name: 'Product' }).click();
    await expect(page).toHaveURL(/\/#section1$/);
    await landing.expectScrolledTo('section1');
  });

  test('from /blog the nav links go to / and scroll to the section', async ({ page }) => {
    const landing = new LandingPage(page);
    await page.goto('/blog');
    await expect(landing.nav().getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#section3');

    await landing.nav().getByRole('link', { name: 'Pricing' }).click();

    await expect(page).toHaveURL(/\/#section3$/);
    await landing.expectScrolledTo('section3');
  });

  test('at 375 px the links fold into a menu: it opens, closes on Escape with focus on its button, and a link closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const landing = new LandingPage(page);
    await landing.open();
    const features = landing.nav().getByRole('link', { name: 'Features' });
    await expect(features).toBeHidden();
    await expect(landing.banner().getByRole('button', { name: 'SOS: get help now' })).toBeVisible();

    await landing.menuButton().click();
    await expect(landing.menuButton()).toHaveAttribute('aria-expanded', 'true');
    await expect(features).toBeVisible();
    await expect(landing.nav().getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(features).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(features).toBeHidden();
    await expect(landing.menuButton()).toBeFocused();
    await expect(landing.menuButton()).toHaveAttribute('aria-expanded', 'false');

    await landing.menuButton().click();
    await landing.nav().getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#section3$/);
    await expect(features).toBeHidden();
    await landing.expectScrolledTo('section3');
  });

  test('the scroll-to-top button appears after 500 px and takes the visitor back to the top', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();

    await button.click();

    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
    await expect(landing.headline()).toBeInViewport();
  });
});

test.describe('landing page: hero and features', () => {
  test('the hero offers a FREE TRIAL, and its sample chat shows the coach’s reply about 2 seconds after the message', async ({ page }) => {
    const landing = new LandingPage(page);
    await page.goto('/');
    const hero = landing.section('hero');
    await expect(hero.getByRole('link', { name: 'FREE TRIAL' })).toHaveAttribute('href', '/signup');
    const chat = hero.getByRole('figure');
    const message = chat.locator('.hero-chat__bubble--user');
    const reply = chat.locator('.hero-chat__bubble--coach');

    await expect(message).toBeVisible();
    const shownAt = Date.now();
    await expect(reply).toBeHidden();
    await expect(reply).toBeVisible({ timeout: 5000 });

    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    await expect(reply).toContainText('Skye:');
  });

  test('the goal mock toggles to the styles and back on a click, by mouse and by keyboard', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    const mock = page.getByRole('group', { name: 'Sample of a new session' });
    const goalHeading = mock.getByRole('heading', { name: 'Select Your Goal' });
    const styleHeading = mock.getByRole('heading', { name: 'Select Your Communication Style' });
    await expect(goalHeading).toBeVisible();
    await expect(styleHeading).toBeHidden();

    await mock.getByRole('button', { name: 'Reduce Stress' }).click();
    await expect(styleHeading).toBeVisible();
    await expect(goalHeading).toBeHidden();

    await mock.getByRole('button', { name: 'Encouragement & Positivity' }).focus();
    await page.keyboard.press('Enter');
    await expect(goalHeading).toBeVisible();
    await expect(goalHeading).toBeFocused();
    await expect(mock.getByRole('button', { name: 'Reduce Stress' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the insight cards can be paused and picked', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    const insights = page.getByRole('group', { name: 'Sample insights' });
    await insights.scrollIntoViewIfNeeded();

    await insights.getByRole('button', { name: 'Pause rotating insights' }).click();
    await insights.getByRole('button', { name: 'Show Sources of Stress' }).click();

    await expect(insights.getByRole('heading', { name: 'Sources of Stress' })).toBeVisible();
    await expect(insights.getByRole('heading', { name: 'Levels of Anxiety' })).toBeHidden();
    await expect(insights.getByRole('button', { name: 'Play rotating insights' })).toBeVisible();
  });
});

test.describe('landing page: accessibility and layout', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`/ has no axe violations in the ${theme} theme`, async ({ page }) => {
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      const landing = new LandingPage(page);
      await landing.open();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Wait for the sample chat to finish, so axe sees the page as a visitor does.
      await expect(landing.section('hero').locator('.hero-chat__bubble--coach')).toBeVisible();

      expect(await violations(page)).toEqual([]);
    });
  }

  test('/ fits 375, 768 and 1440 px wide screens without scrolling sideways', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await new LandingPage(page).open();
      expect(await overflow(page), `${width} px: ${await overflowing(page)}`).toBeLessThanOrEqual(0);
    }
  });

  test('the navigation fits on one line from 1024 px, without covering itself', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const landing = new LandingPage(page);
    await landing.open();
    const boxes = async (locators: Locator[]) =>
      Promise.all(
        locators.map(async (locator) => {
          const box = await locator.boundingBox();
          if (!box) throw new Error(`${locator} is not on screen`);
          return box;
        }),
      );
    const items = await boxes([
      // The name's own box: the link around it could shrink while the text spills out.
      landing.banner().getByText('Blue Guardian'),
      ...['Features', 'Pricing', 'Product', 'Company', 'Blog', 'Sign In', 'Sign Up'].map((name) =>
        landing.nav().getByRole('link', { name }),
      ),
      landing.banner().getByRole('button', { name: 'SOS: get help now' }),
    ]);
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    let previous: { x: number; y: number; width: number; height: number } | null = null;
    for (const [index, box] of items.entries()) {
      if (previous) {
        expect(box.x, `item ${index} starts after item ${index - 1} ends`).toBeGreaterThanOrEqual(previous.x + previous.width);
        expect(Math.abs(middle(box) - middle(previous)), `item ${index} is on the same line`).toBeLessThan(4);
      }
      previous = box;
    }
    expect(await overflow(page), await overflowing(page)).toBeLessThanOrEqual(0);
  });
});
