import { CHECKOUT_BANNER } from '../../dev/stripe-local/checkout-page';
import { MINOR_PREMIUM_MESSAGE } from '#shared/guardian-premium';
import { messages } from '#shared/messages';
import { DashboardPage } from './pages/dashboard';
import { linkedTeen } from './support/guardian';
import { expect, test } from './support/test';

/**
 * Premium for a 16-year-old, as the people walk it on `npm start` with no Stripe key: the teen's
 * plan popup says a guardian starts it, the guardian starts it from their page and pays on the
 * local test checkout, and the teen's own account is the one that turns Premium.
 */

test('a guardian starts Premium for their teen from the guardian page; the teen’s account turns Premium', async ({ page, browser }) => {
  const { guardian } = await linkedTeen(page, browser, { firstName: 'Robin', label: 'gpay' });
  const dashboard = new DashboardPage(page);

  // The teen's plan popup: the guardian's words in place of a checkout button.
  await dashboard.menu.getByRole('button', { name: messages.dashboard.promo }).click();
  const plans = page.getByRole('dialog', { name: 'Choose Your Plan' });
  const premium = plans.getByRole('region', { name: 'Premium' });
  await expect(premium.getByText(MINOR_PREMIUM_MESSAGE)).toBeVisible();
  await expect(premium.getByRole('button')).toHaveCount(0);
  await plans.getByRole('button', { name: 'Close' }).click();

  // The guardian's page: Robin on Basic, and Premium started for Robin's account.
  const guardianPage = guardian.page;
  await guardianPage.goto('/guardian');
  const teens = guardianPage.getByRole('list', { name: 'Your teens' });
  await expect(teens.getByText('Plan: Basic')).toBeVisible();
  await teens
    .getByRole('group', { name: 'Premium for Robin' })
    .getByRole('button', { name: /^Start Premium, annual/ })
    .click();
  await expect(guardianPage.getByText(CHECKOUT_BANNER)).toBeVisible();
  await expect(guardianPage.getByText('14 days', { exact: false })).toBeVisible();
  await guardianPage.getByRole('button', { name: 'Start free trial' }).click();

  // Back on the guardian's page, the webhook has run: Robin is on Premium, and no button is left.
  await expect(guardianPage).toHaveURL(/\/guardian$/);
  await expect(guardianPage.getByRole('status').filter({ hasText: 'Thank you.' })).toBeVisible();
  await expect(teens.getByText('Plan: Premium')).toBeVisible();
  await expect(teens.getByRole('group', { name: 'Premium for Robin' })).toHaveCount(0);

  // The teen's own account is the one on Premium.
  await page.reload();
  await expect(dashboard.menu).toContainText('Premium Plan');
});
