import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The two legal pages and the crisis protocol, as a visitor reaches and reads them. */
const PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy', section: 'Cookies and local storage', id: 'cookies', effective: 'August 1, 2023' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', section: 'In a crisis', id: 'crisis', effective: 'August 1, 2023' },
  {
    path: '/safety',
    title: 'Safety and Crisis Protocol',
    section: 'The same on every plan',
    id: 'every-plan',
    effective: 'November 26, 2026',
  },
] as const;

const WIDTHS = [375, 768, 1440];

/** A legal page: its heading, its table of contents and its numbered sections. */
class LegalPage {
  constructor(
    private readonly page: Page,
    private readonly title: string,
  ) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: this.title });
  }

  contents() {
    return this.page.getByRole('navigation', { name: 'Contents' });
  }

  section(title: string) {
    return this.page.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });
  }
}

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);

/** How far the page is wider than the window: 0 means no horizontal scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('legal pages', () => {
  for (const { path, title, effective } of PAGES) {
    test(`the footer of / leads to the ${title}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: title }).click();

      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(new LegalPage(page, title).heading()).toBeVisible();
    });

    test(`${title} opens directly, shows its effective date and the SOS button, and passes axe in both themes`, async ({ page }) => {
      const legal = new LegalPage(page, title);
      await page.goto(path);
      await expect(legal.heading()).toBeVisible();
      await expect(page.getByText(`Effective date: ${effective}`)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'SOS: get help now' })).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await expect(legal.heading()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await violations(page)).toEqual([]);
    });

    test(`${title} fits 375, 768 and 1440 px wide screens without scrolling sideways`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(new LegalPage(page, title).heading()).toBeVisible();
        expect(await overflow(page), `${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }

  for (const { path, title, section, id } of PAGES) {
    test(`a contents link of the ${title} scrolls its section into view, clear of the sticky header`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const legal = new LegalPage(page, title);
      await page.goto(path);
      await expect(legal.heading()).toBeVisible();
      const heading = legal.section(section).getByRole('heading', { level: 2 });
      await expect(heading).not.toBeInViewport();

      await legal.contents().getByRole('link', { name: section }).click();

      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      await expect(heading).toBeInViewport();
      const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
      await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    });
  }

  test('a contents link works by keyboard', async ({ page }) => {
    const legal = new LegalPage(page, 'Privacy Policy');
    await page.goto('/privacy-policy');
    await expect(legal.heading()).toBeVisible();
    const link = legal.contents().getByRole('link', { name: 'Your rights and choices' });

    await link.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/#your-rights$/);
    await expect(legal.section('Your rights and choices').getByRole('heading', { level: 2 })).toBeInViewport();
  });
});
