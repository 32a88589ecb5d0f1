import type { AgeConfirmation } from '#shared/safety';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan, DashboardPage } from '../pages/dashboard';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './accounts';

/**
 * A new person on Basic, an adult unless said otherwise: signed up and verified, logged in, the
 * AI disclosure acknowledged and Basic chosen, on the dashboard with no chat open.
 */
export async function newBasicAccount(
  page: Page,
  firstName: string,
  label: string,
  ageConfirmation: AgeConfirmation = 'adult',
): Promise<DashboardPage> {
  const email = uniqueEmail(label);
  await createVerifiedAccount(page.request, { firstName, email, ageConfirmation });
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, PASSWORD);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  return new DashboardPage(page);
}

/**
 * A new person on Basic (see newBasicAccount) in a new chat (Reduce Stress, Non-Directive): the
 * journeys that are about the chat itself start here.
 */
export async function newBasicChat(
  page: Page,
  firstName: string,
  label: string,
  ageConfirmation: AgeConfirmation = 'adult',
): Promise<DashboardPage> {
  const dashboard = await newBasicAccount(page, firstName, label, ageConfirmation);
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);
  return dashboard;
}
