import { expect, type Page } from '@playwright/test';
import { CHECKOUT_BANNER } from '../../../dev/stripe-local/checkout-page';
import { messages } from '#shared/messages';

/**
 * A new account's welcome plan popup answered with Premium's free trial on the local test
 * checkout (dev/stripe-local), up to the confirmation's Create a New Chat, which opens the wizard.
 */
export async function subscribeToPremium(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: messages.plans.welcome });
  await welcome.getByRole('button', { name: messages.plans.freeTrial }).click();
  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await page.getByRole('button', { name: 'Start free trial' }).click();
  const subscribed = page.getByRole('dialog', { name: 'You Subscribed to the Premium Plan!' });
  await subscribed.getByRole('button', { name: messages.plans.createChat }).click();
  await expect(page.getByRole('dialog', { name: messages.wizard.goalTitle })).toBeVisible();
}
