import type { Browser, Page } from '@playwright/test';
import { LoginPage } from '../pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan } from '../pages/dashboard';
import { createVerifiedAccount, latestMailTo, linkIn, PASSWORD, uniqueEmail } from './accounts';
import { expect } from './test';

/** A person signed in in a browser of their own. */
export interface SignedIn {
  email: string;
  page: Page;
}

/** A 16-year-old's birth year this year (only the year is asked). */
export const sixteenYearOldBirthYear = (): number => new Date().getUTCFullYear() - 16;

/** Logs `email` in on `page` and passes the first visit's disclosure and plan popups. */
export async function logInFirstTime(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, PASSWORD);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
}

/**
 * The guardian's side of the request e-mail in the local mailbox: an adult account made at the
 * address the link was sent to, signed in in a new browser, confirming on the link's page.
 */
export async function confirmAsGuardian(browser: Browser, guardianEmail: string, teenFirstName: string): Promise<SignedIn> {
  const page = await (await browser.newContext()).newPage();
  const link = linkIn(await latestMailTo(page.request, guardianEmail, '/guardian/confirm'), '/guardian/confirm');
  await createVerifiedAccount(page.request, { firstName: 'Gina', email: guardianEmail });
  await logInFirstTime(page, guardianEmail);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm as guardian' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `You are now ${teenFirstName}'s guardian.` })).toBeVisible();
  return { email: guardianEmail, page };
}

/**
 * A 16-year-old on Basic, signed in on `page` on the dashboard, whose guardian has confirmed from
 * the e-mail in the local mailbox and is signed in in a browser of their own: the journeys about
 * what a linked teen and guardian see start here (the sign-up page itself is its own journey).
 */
export async function linkedTeen(
  page: Page,
  browser: Browser,
  { firstName, label }: { firstName: string; label: string },
): Promise<{ teen: SignedIn; guardian: SignedIn }> {
  const teenEmail = uniqueEmail(`${label}.teen`);
  const guardianEmail = uniqueEmail(`${label}.guardian`);
  await createVerifiedAccount(page.request, {
    firstName,
    email: teenEmail,
    ageConfirmation: 'guardian',
    guardian: { birthYear: sixteenYearOldBirthYear(), email: guardianEmail },
  });
  const guardian = await confirmAsGuardian(browser, guardianEmail, firstName);
  await logInFirstTime(page, teenEmail);
  return { teen: { email: teenEmail, page }, guardian };
}
