import type { Locator, Page } from '@playwright/test';
import { messages } from '#shared/messages';
import { CRISIS_SCREEN } from '#shared/safety';
import type { DashboardPage } from './pages/dashboard';
import { newBasicAccount, newBasicChat } from './support/basic-chat';
import { expect, test } from './support/test';

/**
 * The signed-in app on a phone (390 px, touch), in both themes: measured where a rule can be
 * measured, and compared with screenshots (only the viewport, with a small tolerance) for the rest.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of an element's words, one per line they take (not of its padding). */
const wordBoxes = (locator: Locator): Promise<Box[]> =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
  });

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on the screen`);
  return box;
}

/** The chat's text box with everything under it (the line under it and the voice panel). */
const composerOf = (dashboard: DashboardPage) => dashboard.messageBox.locator('xpath=ancestor::form[1]');

const screenshot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    maxDiffPixelRatio: 0.02,
    animations: 'disabled',
    // The chat's title is made from the first message by rules of its own.
    mask: [page.locator('.dashboard-bar__title')],
  });

/** Every Upgrade pill of the wizard's step clear of every card title's words. */
async function expectPillsClearOfTitles(wizard: Locator): Promise<void> {
  const pills = wizard.getByRole('button', { name: messages.wizard.upgrade });
  await expect(pills).toHaveCount(2);
  const titles = await Promise.all((await wizard.locator('.choice-card__title').all()).map(wordBoxes));
  for (const pill of await pills.all()) {
    const box = await boxOf(pill);
    for (const line of titles.flat()) expect(overlaps(box, line), `the pill at ${JSON.stringify(box)}`).toBe(false);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: the wizard, the chat and a crisis fit the screen`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const dashboard = await newBasicAccount(page, 'Robin', `robin.phone.${theme}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

      // The wizard: the Upgrade pill of a locked card never covers its title, in either step.
      await dashboard.openWizard();
      await expectPillsClearOfTitles(dashboard.wizard);
      await screenshot(page, `wizard-${theme}.png`);
      await dashboard.wizard.getByText('Reduce Stress', { exact: true }).click();
      await dashboard.wizard.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: messages.wizard.styleTitle })).toBeVisible();
      await expectPillsClearOfTitles(dashboard.wizard);
      await dashboard.wizard.getByRole('button', { name: 'Back' }).click();
      await dashboard.startChat(2, 2);

      // The chat: a short composer, and no keyboard shortcuts on a touch screen.
      await dashboard.send('are you a real person?');
      await expect(dashboard.replies()).toHaveCount(1, { timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeHidden();
      const composer = composerOf(dashboard);
      expect((await boxOf(composer)).height).toBeLessThanOrEqual(120);
      await screenshot(page, `chat-${theme}.png`);

      // A crisis: the help card stands whole between the top bar and the composer.
      await dashboard.send('I have the pills ready and I am going to kill myself tonight');
      const crisisScreen = page.getByRole('alertdialog', { name: CRISIS_SCREEN.title });
      await crisisScreen.getByRole('button', { name: CRISIS_SCREEN.acknowledge }).click();
      await expect(crisisScreen).toBeHidden();
      await expect(dashboard.replies()).toHaveCount(2, { timeout: 15_000 });
      const help = page.getByRole('group', { name: 'Help right now' }).last();
      await expect(help).toBeVisible();
      const card = await boxOf(help);
      const bar = await boxOf(page.getByRole('banner'));
      expect(card.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(card.y + card.height).toBeLessThanOrEqual((await boxOf(composer)).y);
      expect((await boxOf(composer)).height).toBeLessThanOrEqual(120);
      await screenshot(page, `crisis-${theme}.png`);

      // A page beside the chat: "Back to chat" on one line, and the whole top bar on the screen.
      await dashboard.openPage('Insights');
      const back = page.getByRole('link', { name: 'Back to chat' });
      await expect(back).toBeVisible();
      expect(await wordBoxes(back)).toHaveLength(1);
      for (const control of [back, page.getByRole('button', { name: 'Logout' })]) {
        const box = await boxOf(control);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    });
  }
});

test('with a mouse, the chat offers its keyboard shortcuts', async ({ page }) => {
  await newBasicChat(page, 'Kai', 'kai.mouse');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});
