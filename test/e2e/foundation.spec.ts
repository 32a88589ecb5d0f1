import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { messages } from '#shared/messages';
import { LoginPage, Mailbox, SignupPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan } from './pages/dashboard';

const password = 'Passw0rd!';
const uniqueEmail = (label: string) => `${label}.${Date.now()}@example.com`;

test('a person signs up, verifies from the mailbox, logs in, sees their name and logs out', async ({ page }) => {
  const email = uniqueEmail('ada');
  const signup = new SignupPage(page);
  await signup.open();
  await signup.signUp('Ada Lovelace', email, password);
  const thanks = page.getByRole('dialog');
  await expect(thanks).toContainText(messages.signup.thanks);
  await expect(thanks.getByRole('link', { name: 'Login Page' })).toBeVisible();

  await new Mailbox(page).followLinkTo(email);
  await expect(page).toHaveURL(/\/email-verified#/);
  await expect(page.getByText(messages.emailVerified.done)).toBeVisible();
  await page
    .getByRole('link', { name: messages.emailVerified.goToLogin })
    .or(page.getByRole('button', { name: messages.emailVerified.goToLogin }))
    .click();

  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).logIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  await expect(page.getByRole('heading', { name: /Ada/ })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'token')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('logging in before verifying opens the verify popup, whose Resend answers', async ({ page }) => {
  const email = uniqueEmail('early');
  await new SignupPage(page).open();
  await new SignupPage(page).signUp('Grace Hopper', email, password);
  await expect(page.getByRole('dialog')).toContainText(messages.signup.thanks);

  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText(messages.login.verifyFirst);
  await expect(popup).toContainText(messages.login.noVerificationEmail);
  await popup.getByRole('button', { name: 'Resend' }).click();
  // Within the first minute after sign-up the resend is limited, and says so.
  await expect(page.getByText(/less than a minute ago|check your inbox/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('wrong credentials show the spec message; a visitor is sent from /dashboard to /login', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(uniqueEmail('nobody'), password);
  await expect(page.getByRole('alert')).toHaveText(messages.login.wrongCredentials);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

for (const path of ['/login', '/signup', '/email-verified', '/account-deleted', '/no-such-page']) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
