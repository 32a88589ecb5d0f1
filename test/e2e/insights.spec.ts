import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan, DashboardPage } from './pages/dashboard';
import { subscribeToPremium } from './pages/plans';
import { createVerifiedAccount, latestMailTo, linkIn, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/**
 * Insights as a person meets them, with the offline coach: reports are made in the
 * background after a session goes quiet; the tests ask the local stack to run the waiting report
 * jobs now (POST /api/dev/jobs/sessionReports, what `npm run job -- sessionReports` does) rather than wait.
 */

/** Three sessions that sound heavier each time (the local analysis reads none, moderate, high). */
const WORSENING = [
  'Today was lovely and calm, I laughed a lot with my friends.',
  'I had a good day with friends, just a little worried about my exams.',
  'I feel sad, scared and terrible about my exams, everything is awful and I am so lonely.',
];

// The web's texts, spelled here: the spec runs outside Vite, which the components' CSS imports need.
const CHECK_IN_TITLE = 'Checking in with you';
const UNSUBSCRIBE_TITLE = 'Unsubscribe from the weekly summary';
const UNSUBSCRIBED_TITLE = 'You are unsubscribed';

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

async function signIn(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await createVerifiedAccount(page.request, { firstName: 'Robin', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, 'Passw0rd!');
  await acknowledgeDisclosure(page);
  return email;
}

/** Sends the message in a new session and waits for the coach's reply. */
async function session(dashboard: DashboardPage, text: string): Promise<void> {
  await dashboard.send(text);
  await expect(dashboard.replies()).toHaveCount(1, { timeout: 15_000 });
}

/** Runs the report jobs the local stack holds, as if each session had gone quiet. */
async function makeReports(page: Page): Promise<void> {
  const res = await page.request.post('/api/dev/jobs/sessionReports');
  expect(res.status()).toBe(200);
}

test('Premium: charts and reports, the topics modal, the early-detection check-in, and the weekly e-mail from opt-in to unsubscribe', async ({
  page,
}) => {
  const email = await signIn(page, 'pat.premium');
  await subscribeToPremium(page);
  const dashboard = new DashboardPage(page);
  await dashboard.startChat(2, 2);
  await session(dashboard, WORSENING[0]!);
  for (const text of WORSENING.slice(1)) {
    await dashboard.openWizard();
    await dashboard.startChat(2, 2);
    await session(dashboard, text);
  }
  await makeReports(page);

  // The next visit opens with a gentle check-in: what was noticed, the offer to talk, the resources, and Premium's closer look.
  await page.reload();
  const checkIn = page.getByRole('dialog', { name: CHECK_IN_TITLE });
  await expect(checkIn).toContainText('Your last few sessions have sounded a little heavier each time.');
  await expect(checkIn.getByRole('button', { name: 'Talk it through with Skye' })).toBeVisible();
  await expect(checkIn.getByText('988').first()).toBeVisible();
  await expect(checkIn.getByRole('table', { name: 'How your last sessions felt' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await checkIn.getByRole('button', { name: 'Close this check-in' }).click();
  await expect(checkIn).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: CHECK_IN_TITLE })).toHaveCount(0);

  // Insights: charts with their tables, and each session's report.
  await dashboard.menu.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your insights' })).toBeVisible();
  for (const chart of ['Mood over time', 'Levels of anxiety and distress', 'Sources of stress', 'Discussion topics']) {
    await expect(page.getByRole('heading', { name: chart })).toBeVisible();
  }
  const moodChart = page.getByRole('region', { name: 'Mood over time' });
  await moodChart.getByText('Show as table').click();
  await expect(moodChart.getByRole('table')).toBeVisible();
  await expect(moodChart.getByRole('row')).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);

  // The topics modal: none picked is refused; picked topics are all the report shows.
  // Titles are the first message, cut to 60 characters.
  const reportName = new RegExp(`^Session report: ${WORSENING[2]!.slice(0, 40)}`);
  await page.getByRole('button', { name: reportName }).click();
  const report = page.getByRole('dialog', { name: reportName });
  await report.getByRole('button', { name: 'Show report' }).click();
  await expect(report.getByText('Please select atleast one choice!')).toBeVisible();
  // No clinical label is offered or shown (SAFETY.md 20); these sessions met no crisis, so no support section.
  await expect(report.getByRole('checkbox', { name: /suicide|red flag/i })).toHaveCount(0);
  await report.getByRole('checkbox', { name: 'Stress sources' }).check();
  await report.getByRole('button', { name: 'Show report' }).click();
  await expect(report.getByRole('heading', { name: 'Stress sources' })).toBeVisible();
  await expect(report.getByText('school')).toBeVisible();
  await expect(report).not.toContainText(/suicide|red flag|out of 5/i);
  await expect(report.getByRole('heading', { name: 'If things feel heavy' })).toHaveCount(0);
  await expect(report.getByRole('heading', { name: 'Significant quotes' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await report.getByRole('button', { name: 'Close', exact: true }).click();

  // The charts in the dark theme: colours and contrast pass axe too.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('region', { name: 'Mood over time' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The weekly e-mail: opted in here, found in the local mailbox, and stopped from its link without logging in.
  await page.getByRole('button', { name: 'Get a weekly summary by e-mail' }).click();
  await expect(page.getByText('You get a weekly summary by e-mail.')).toBeVisible();
  expect((await page.request.post('/api/dev/jobs/weeklySummary')).status()).toBe(200);
  const mail = await latestMailTo(page.request, email, '/unsubscribe');
  expect(mail.text).toContain('3 sessions');
  expect(mail.text).not.toMatch(/sad|lonely|exams|score|mood/i);
  const unsubscribe = linkIn(mail, '/unsubscribe');
  await page.context().clearCookies();
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: UNSUBSCRIBE_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: UNSUBSCRIBED_TITLE })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test('Basic: the basic view, and the plan popup for the rest', async ({ page }) => {
  await signIn(page, 'bo.basic');
  await chooseBasicPlan(page);
  const dashboard = new DashboardPage(page);
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);
  await session(dashboard, WORSENING[1]!);
  await makeReports(page);

  await dashboard.menu.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Mood over time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top sources of stress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Levels of anxiety and distress' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Upgrade' }).click();
  const plans = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(plans).toBeVisible();
  await plans.getByRole('button', { name: 'Close', exact: true }).click();

  // A session's report, from the side menu, is Premium's too.
  await dashboard.menu.getByRole('link', { name: 'Chat', exact: true }).click();
  await dashboard.menu.getByRole('button', { name: new RegExp(`^Session report: ${WORSENING[1]!.slice(0, 40)}`) }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Your Plan' })).toBeVisible();
});
