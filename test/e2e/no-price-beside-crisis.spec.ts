import { messages } from '#shared/messages';
import { FIXED_REPLIES } from '#shared/safety';
import { newBasicChat } from './support/basic-chat';
import { expect, test } from './support/test';

/**
 * No price beside a crisis (docs/safety.md): a Basic user whose chat is flagged meets no trial box,
 * Upgrade or plan popup there; and with scripts off, every page the app serves still offers SOS.
 */

/** Tier (b) in the crisis screen's labelled set (test/fixtures/crisis-screen/labelled.jsonl). */
const TIER_B = "I've thought about overdosing";

test('a Basic user whose chat is flagged at (b) sees no trial box, Upgrade or plan popup in it', async ({ page }) => {
  // Prepare
  const dashboard = await newBasicChat(page, 'Sam', 'sam.no-price');
  const promo = dashboard.menu.getByRole('button', { name: messages.dashboard.promo });
  await expect(promo).toBeVisible();
  // Act
  await dashboard.send(TIER_B);
  await expect(dashboard.replies()).toHaveCount(1, { timeout: 15_000 });
  await expect(dashboard.replies().last()).toContainText(FIXED_REPLIES.b);
  // Assess: the trial box is gone, and voice speaks of typing, not of Premium.
  await expect(promo).toBeHidden();
  const voice = page.getByRole('group', { name: 'Voice controls' }).getByRole('button', { name: 'Voice replies' });
  await voice.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Premium');
  // The wizard opened from this chat shows its locked cards without an Upgrade.
  await dashboard.openWizard();
  await expect(dashboard.wizard.getByRole('button', { name: messages.wizard.upgrade })).toHaveCount(0);
  await expect(dashboard.wizard).not.toContainText('Premium');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/login', '/signup', '/dashboard']) {
    test(`${path} still offers the SOS link to the crisis lines`, async ({ page }) => {
      // Act
      await page.goto(path);
      // Assess
      const sos = page.getByRole('link', { name: 'SOS: get help now' });
      await expect(sos).toBeVisible();
      await expect(sos).toHaveAttribute('href', '/safety#help-now');
    });
  }
});

test('once the app runs, its own SOS takes the place of the static link', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'SOS: get help now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SOS: get help now' })).toHaveCount(0);
});
