import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { GOALS } from '../../shared/chat';
import { WHO5_MEANING } from '../../shared/who5';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan } from './pages/dashboard';
import { GoalsPage } from './pages/goals';
import { createVerifiedAccount, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/** Goals, the daily check-in, the streak and the weekly WHO-5 (issue 21), on the Basic plan. */

// The web's texts, spelled here: the spec runs outside Vite, which the components' CSS imports need.
const CHECK_IN_SAVED = 'Thanks for checking in. Noticing how you feel is a good step.';

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

test('create a goal, check in ticking it, see the streak, and a low WHO-5 brings the support lines forward', async ({ page }) => {
  const email = uniqueEmail('gale.goals');
  await createVerifiedAccount(page.request, { firstName: 'Gale', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, 'Passw0rd!');
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);

  const goals = new GoalsPage(page);
  await goals.open();
  await expect(page.getByRole('heading', { name: 'Every day is a fresh start' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await goals.addGoal('Walk for ten minutes', GOALS[2]);
  await goals.checkInToday('Good', ['Walk for ten minutes']);
  await expect(goals.checkIn.getByRole('status')).toHaveText(CHECK_IN_SAVED);
  await expect(page.getByRole('heading', { name: '1-day streak' })).toBeVisible();
  await expect(page.getByText("One missed day a week won't break it.")).toBeVisible();

  await goals.answerWho5('At no time');
  await expect(goals.who5.getByText(WHO5_MEANING.low)).toBeVisible();
  await expect(goals.who5).toContainText('0 out of 100');
  await expect(goals.who5.getByText('988').first()).toBeVisible();
  await expect(goals.who5.getByRole('button', { name: 'Open my safety plan' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Saved: after a reload the streak, the check-in and the week's result are still there.
  await page.reload();
  await expect(page.getByRole('heading', { name: '1-day streak' })).toBeVisible();
  await expect(goals.checkIn.getByRole('radio', { name: 'Good' })).toBeChecked();
  await expect(goals.who5.getByText(WHO5_MEANING.low)).toBeVisible();

  // The safety plan opens in the SOS dialog.
  await goals.who5.getByRole('button', { name: 'Open my safety plan' }).click();
  const sos = page.getByRole('dialog', { name: 'Get help now' });
  await expect(sos.getByRole('tab', { name: 'My safety plan' })).toHaveAttribute('aria-selected', 'true');

  // The dark theme passes axe too.
  await page.keyboard.press('Escape');
  await expect(sos).toBeHidden();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(goals.checkIn).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('three days of check-ins make a 3-day streak (the days moved by the test, not waited for)', async ({ page }) => {
  const email = uniqueEmail('gale.streak');
  await createVerifiedAccount(page.request, { firstName: 'Gale', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, 'Passw0rd!');
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  const { uid } = (await (await page.request.get('/api/user/')).json()) as { uid: string };
  const goals = new GoalsPage(page);
  await goals.open();

  for (const [day, mood] of [
    [1, 'Very low'],
    [2, 'Okay'],
    [3, 'Good'],
  ] as const) {
    await goals.checkInToday(mood, []);
    await expect(page.getByRole('heading', { name: `${day}-day streak` })).toBeVisible();
    if (day < 3) {
      // A day passes: the check-ins so far move a day back, and today is open again.
      expect((await page.request.post('/api/dev/check-ins/rewind', { data: { uid, days: 1 } })).status()).toBe(200);
      await page.reload();
      await expect(goals.checkIn.getByRole('radio', { name: mood })).not.toBeChecked();
    }
  }
});
