import AxeBuilder from '@axe-core/playwright';
import { CHALLENGE_FAILED_MESSAGE, CHALLENGE_REQUIRED_MESSAGE, CONFIRM_PASSWORD_MESSAGE } from '#shared/error-messages';
import { messages } from '#shared/messages';
import { LoginPage } from './pages/auth-pages';
import { chooseGoogleAccount } from './pages/google-popup';
import { acknowledgeDisclosure, chooseBasicPlan, confirmAge } from './pages/dashboard';
import { SettingsDialog } from './pages/settings-dialog';
import { AGE_CONFIRMATION_LABELS } from '#shared/safety';
import { createVerifiedAccount, latestMailTo, linkIn, PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/** Every account flow of the spec, as a person clicks it, against the local stack. */

const NEW_PASSWORD = 'N3wPassw0rd!';

/** Logs in; the first visit of an account meets the AI disclosure, acknowledged here. */
async function logInAs(page: import('@playwright/test').Page, email: string, password = PASSWORD, firstVisit = true) {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  if (firstVisit) {
    await acknowledgeDisclosure(page);
    await chooseBasicPlan(page);
  }
}

test('Google sign-in from /login lands on the dashboard, and again from /signup with the same account', async ({ page }) => {
  const email = uniqueEmail('grace.google');
  await page.goto('/login');
  await chooseGoogleAccount(page, () => page.getByRole('button', { name: messages.google.continueWith }).click(), {
    email,
    displayName: 'Grace Brewster Hopper',
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  // From /login nobody was asked the terms' age rule yet: the dashboard asks before anything else.
  await confirmAge(page);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  // Display name minus its last word is the first name (spec section 3).
  await expect(page.getByRole('heading', { name: /Grace Brewster/ })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/signup');
  await page.getByText(AGE_CONFIRMATION_LABELS.adult, { exact: true }).click();
  await chooseGoogleAccount(page, () => page.getByRole('button', { name: messages.google.continueWith }).click(), { email });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Grace Brewster/ })).toBeVisible();
});

test('linking Google: a different e-mail is refused, the same e-mail links', async ({ page }) => {
  const email = uniqueEmail('linker');
  await createVerifiedAccount(page.request, { firstName: 'Linus', email });
  await logInAs(page, email);

  const settings = await new SettingsDialog(page).open();
  const account = await settings.section('Account');
  await expect(account).toContainText(email);
  const linkButton = account.getByRole('button', { name: messages.linkGoogle.link });
  const continueButton = account.getByRole('button', { name: 'Continue with Google' });

  // The password first: a session alone never gets the browser a credential at Firebase.
  await linkButton.click();
  await account.getByLabel('Password', { exact: true }).fill('Wrong-pass1');
  await continueButton.click();
  await expect(account.getByRole('alert')).toHaveText(CONFIRM_PASSWORD_MESSAGE);

  await account.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await chooseGoogleAccount(page, () => continueButton.click(), { email: uniqueEmail('someone.else') });
  await expect(settings.dialog).toContainText(messages.linkGoogle.emailMismatch);
  await expect(linkButton).toBeVisible();

  await chooseGoogleAccount(page, () => continueButton.click(), { email, displayName: 'Linus Tester' });
  await expect(settings.dialog).toContainText(messages.linkGoogle.success);
  await expect(account.getByText(messages.linkGoogle.linked, { exact: true })).toBeVisible();
  await expect(linkButton).toBeHidden();
});

test('forgot password: the e-mailed link lets the person choose a new password and log in with it', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await createVerifiedAccount(page.request, { firstName: 'Fern', email });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login page stays until the lazy page has loaded, and it has an "Email address" field too.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(messages.forgotPassword.sent)).toBeVisible();

  await page.goto(linkIn(await latestMailTo(page.request, email, '/reset-password'), '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await page.getByRole('link', { name: messages.emailVerified.goToLogin }).click();

  const login = new LoginPage(page);
  await login.logIn(email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(messages.login.wrongCredentials);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('change password in Settings: the new password works at the next login', async ({ page }) => {
  const email = uniqueEmail('changer');
  await createVerifiedAccount(page.request, { firstName: 'Chang', email });
  await logInAs(page, email);

  const settings = await new SettingsDialog(page).open();
  await settings.changePassword('Wr0ngPassword!', NEW_PASSWORD);
  await expect(settings.dialog).toContainText(messages.changePassword.wrongCurrent);
  // A wrong current password does not sign the person out.
  await expect(page).toHaveURL(/\/dashboard$/);

  await settings.dialog.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await settings.dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(settings.dialog).toContainText(messages.changePassword.success);
  await settings.close();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await logInAs(page, email, NEW_PASSWORD, false);
});

test('the dark theme applies at once, is kept after a reload and passes axe', async ({ page }) => {
  const email = uniqueEmail('night.owl');
  await createVerifiedAccount(page.request, { firstName: 'Nyx', email });
  await logInAs(page, email);

  const settings = await new SettingsDialog(page).open();
  await settings.chooseTheme('Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const axeInDialog = await new AxeBuilder({ page }).analyze();
  expect(axeInDialog.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await settings.close();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Nyx' })).toBeVisible();
  const axeOnDashboard = await new AxeBuilder({ page }).analyze();
  expect(axeOnDashboard.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('deleting the account asks for the password again, signs the person out onto a page saying it is done, and the account no longer logs in', async ({
  page,
}) => {
  const email = uniqueEmail('leaver');
  await createVerifiedAccount(page.request, { firstName: 'Lea', email });
  await logInAs(page, email);

  const settings = await new SettingsDialog(page).open();
  const account = await settings.section('Account');
  await account.getByRole('button', { name: 'Delete Account' }).click();
  await expect(settings.dialog).toContainText(messages.deleteAccount.confirm);
  await settings.dialog.getByRole('button', { name: messages.deleteAccount.no }).click();
  await expect(settings.dialog).not.toContainText(messages.deleteAccount.confirm);

  // A wrong password deletes nothing and does not sign the person out.
  await account.getByRole('button', { name: 'Delete Account' }).click();
  const password = settings.dialog.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await password.fill('Wr0ngPassword!');
  await settings.dialog.getByRole('button', { name: messages.deleteAccount.yes }).click();
  await expect(settings.dialog.getByRole('alert')).toHaveText(CONFIRM_PASSWORD_MESSAGE);
  await expect(page).toHaveURL(/\/dashboard$/);

  // By keyboard: the right password, then Enter.
  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'the crisis lines' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(messages.login.wrongCredentials);
});

for (const path of ['/forgot-password', '/reset-password?oobCode=not-a-code']) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('after guesses at their e-mail, the owner passes the bot check and is logged in; a failed check asks again', async ({ page }) => {
  // Prepare: the owner's account, then five wrong passwords from other addresses.
  const email = uniqueEmail('kim.checked');
  await createVerifiedAccount(page.request, { firstName: 'Kim', email });
  for (let i = 0; i < 5; i++) {
    const guess = await page.request.post('/api/auth/login', {
      data: { email, password: `Wrong${i}pass!` },
      headers: { 'cloudfront-viewer-address': `192.0.2.${10 + i}:4000` },
    });
    expect(guess.status()).toBe(401);
  }
  const login = new LoginPage(page);
  await login.open();
  // Act: the right password is answered with the check; failing it asks again; passing it logs in.
  await login.logIn(email, PASSWORD);
  const check = page.getByRole('group', { name: 'Security check' });
  await expect(page.getByText(CHALLENGE_REQUIRED_MESSAGE)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await check.getByRole('button', { name: 'Fail the check' }).click();
  await expect(page.getByText(CHALLENGE_FAILED_MESSAGE)).toBeVisible();
  await check.getByRole('button', { name: 'Pass the check' }).click();
  // Assess
  await expect(page).toHaveURL(/\/dashboard$/);
});
