import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { GOALS } from '#shared/chat';
import { WHO5_MEANING } from '#shared/who5';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan } from './pages/dashboard';
import { GoalsPage } from './pages/goals';
import { createVerifiedAccount, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/** Goals, the daily check-in, the streak and the weekly WHO-5, on the Basic plan. */

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

test('check-ins on three days with a day missed between: the streak forgives the missed day, and the mood chart shows the three (the days moved by the test, not waited for)', async ({
  page,
}) => {
  const email = uniqueEmail('gale.streak');
  await createVerifiedAccount(page.request, { firstName: 'Gale', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, 'Passw0rd!');
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  const { uid } = (await (await page.request.get('/api/user/')).json()) as { uid: string };
  const goals = new GoalsPage(page);
  await goals.open();

  // A day passes (or two): the check-ins so far move back, and today is open again.
  const daysPass = async (days: number, mood: string) => {
    expect((await page.request.post('/api/dev/check-ins/rewind', { data: { uid, days } })).status()).toBe(200);
    await page.reload();
    await expect(goals.checkIn.getByRole('radio', { name: mood })).not.toBeChecked();
  };
  await goals.checkInToday('Very low', []);
  await expect(page.getByRole('heading', { name: '1-day streak' })).toBeVisible();
  await daysPass(1, 'Very low');
  await goals.checkInToday('Okay', []);
  await expect(page.getByRole('heading', { name: '2-day streak' })).toBeVisible();
  // Yesterday is missed: the first missed day of its week is a grace day, so the streak goes on.
  await daysPass(2, 'Okay');
  await goals.checkInToday('Good', []);
  await expect(page.getByRole('heading', { name: '3-day streak' })).toBeVisible();
  // The kind line about the day off names this week's grace day; on a Monday the missed Sunday was last week's.
  if (new Date().getUTCDay() !== 1)
    await expect(page.getByText("You took a day off this week, and your streak is still here. That's okay.")).toBeVisible();

  // The Insights page charts the three moods, with the same data as a table.
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Insights' }).click();
  const moodChart = page.getByRole('region', { name: 'Mood from your daily check-ins' });
  await expect(moodChart).toBeVisible();
  await moodChart.getByText('Show as table').click();
  await expect(moodChart.getByRole('row')).toHaveCount(4);
  for (const mood of ['Very low', 'Okay', 'Good']) await expect(moodChart.getByRole('table')).toContainText(mood);
  expect(await axeViolations(page)).toEqual([]);
});
