import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHECKOUT_BANNER } from '../../dev/stripe-local/checkout-page';
import { PORTAL_BANNER } from '../../dev/stripe-local/portal-page';
import { messages } from '#shared/messages';
import { PRICES } from '#shared/pricing';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, DashboardPage } from './pages/dashboard';
import { SettingsDialog } from './pages/settings-dialog';
import { createVerifiedAccount, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/**
 * The money path as a person walks it on `npm start` with no Stripe key: the local test checkout
 * and portal stand in for Stripe's hosted pages and post signed events to our real webhook.
 */

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

async function signIn(page: Page, firstName: string): Promise<DashboardPage> {
  const email = uniqueEmail(`${firstName.toLowerCase()}.pays`);
  await createVerifiedAccount(page.request, { firstName, email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, 'Passw0rd!');
  await acknowledgeDisclosure(page);
  return new DashboardPage(page);
}

test('Premium annual: free trial on the checkout, confirmation, Premium everywhere, cancel in the portal, back to Basic', async ({
  page,
}) => {
  const dashboard = await signIn(page, 'Priya');

  // No plan yet: the welcome popup, annual by default, cannot be dismissed.
  const welcome = page.getByRole('dialog', { name: messages.plans.welcome });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await expect(welcome).toContainText(`$${PRICES.Premium.annual.perMonth}`);
  await page.keyboard.press('Escape');
  await expect(welcome).toBeVisible();
  await expect(dashboard.menu).toContainText('No plan yet');
  expect(await axeViolations(page)).toEqual([]);

  await welcome.getByRole('button', { name: messages.plans.freeTrial }).click();
  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Subscribe to .*Premium$/ })).toBeVisible();
  await expect(page.getByText('14 days', { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Start free trial' }).click();

  // Back on the dashboard the webhook has already run: the confirmation, then a new chat.
  const subscribed = page.getByRole('dialog', { name: 'You Subscribed to the Premium Plan!' });
  await expect(subscribed).toBeVisible();
  await expect(subscribed).toContainText('Your free trial runs until');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await axeViolations(page)).toEqual([]);
  await subscribed.getByRole('button', { name: messages.plans.createChat }).click();
  await expect(dashboard.wizard).toBeVisible();
  await expect(dashboard.wizard.getByRole('button', { name: messages.wizard.upgrade })).toHaveCount(0);
  // Premium opens goal 1 and style 3, which Basic may not start.
  await dashboard.startChat(1, 3);
  await expect(dashboard.messageBox).toBeVisible();
  await expect(dashboard.menu).toContainText('Premium Plan');
  await expect(dashboard.menu.getByRole('button', { name: messages.dashboard.promo })).toHaveCount(0);

  // The plan survives a reload: it comes from the server, not from this visit.
  await page.reload();
  await expect(dashboard.menu).toContainText('Premium Plan');

  // Manage opens the portal for this customer; cancelling there drops the account to Basic.
  const settings = await new SettingsDialog(page).open();
  await (await settings.section('General')).getByRole('button', { name: 'Manage' }).click();
  await expect(page.getByText(PORTAL_BANNER)).toBeVisible();
  await expect(page.getByText(/^Free trial until /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel subscription now' }).click();
  await expect(page.getByRole('status')).toHaveText('Your subscription is canceled.');
  await expect(page.getByText(/^Canceled/)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Blue Guardian' }).click();

  await expect(dashboard.menu).toContainText('Basic Plan');
  await expect(dashboard.menu.getByRole('button', { name: messages.dashboard.promo })).toBeVisible();
  await dashboard.openWizard();
  await expect(dashboard.wizard.getByRole('button', { name: messages.wizard.upgrade })).toHaveCount(2);
});

test('Premium monthly: a declined card starts nothing; cancelling the checkout reopens the plans', async ({ page }) => {
  const dashboard = await signIn(page, 'Tomas');
  const welcome = page.getByRole('dialog', { name: messages.plans.welcome });
  await welcome.getByRole('radio', { name: 'Monthly' }).check();
  await expect(welcome).toContainText(`$${PRICES.Premium.monthly.perMonth}`);
  await welcome.getByRole('button', { name: messages.plans.subscribe }).click();

  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await page.getByRole('button', { name: 'Use a card that is declined' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await page.getByRole('link', { name: 'Cancel and go back' }).click();

  // No Premium: the plans open again to choose from. The declined first payment left an
  // incomplete subscription, which counts as Basic (functions/domain/payment/billing.ts planOf).
  const plans = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(plans).toBeVisible();
  await expect(plans.getByRole('button', { name: messages.plans.freeTrial })).toBeEnabled();
  await expect(dashboard.menu).not.toContainText('Premium Plan');
});
