import type { Page } from '@playwright/test';
import { CRISIS_SCREEN_TEXT, fixedReplyFor } from '#shared/crisis-help';
import { NOTES } from '../fixtures/crisis-notes';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan, DashboardPage } from './pages/dashboard';
import { GoalsPage } from './pages/goals';
import { subscribeToPremium } from './pages/plans';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { newBasicChat } from './support/basic-chat';
import { expect, test } from './support/test';

/**
 * Safety beyond the chat's own messages, as a person meets it with the offline coach: a check-in
 * note is screened like a message and keeps its help after a reload (docs/safety.md "Notes the
 * user writes"); a report of a hard session shows kind words and the crisis lines, never a score
 * or a label (SAFETY.md 20); and Stop keeps only what was shown.
 */

// The web's texts, spelled here: the spec runs outside Vite, which the components' CSS imports need.
const CHECK_IN_THANKS = 'Thanks for checking in';
const SUPPORT_TITLE = 'If things feel heavy';
const STOPPED = 'Stopped';
const HELP = { harm: 'suicide-self-harm', language: 'en' } as const;

async function signIn(page: Page, label: string): Promise<void> {
  const email = uniqueEmail(label);
  await createVerifiedAccount(page.request, { firstName: 'Sam', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, PASSWORD);
  await acknowledgeDisclosure(page);
}

test('a check-in saved "Very low" with a crisis note gets the crisis screen, the fixed text and the lines, not thanks; all still there after a reload', async ({
  page,
}) => {
  await signIn(page, 'sam.checkin');
  await chooseBasicPlan(page);
  const goals = new GoalsPage(page);
  await goals.open();

  await goals.checkIn.getByRole('radio', { name: 'Very low' }).check();
  await goals.checkIn.getByRole('textbox', { name: 'A note (optional)' }).fill(NOTES.c);
  await goals.checkIn.getByRole('button', { name: 'Save check-in' }).click();

  // Tier (c): the crisis screen, which stays until the person says they have seen it.
  const crisis = page.getByRole('alertdialog', { name: CRISIS_SCREEN_TEXT.en.title });
  await expect(crisis).toBeVisible();
  await expect(crisis.getByRole('link', { name: 'Call 988', exact: true }).first()).toHaveAttribute('href', 'tel:988');
  await page.reload();
  await expect(crisis).toBeVisible();
  await crisis.getByRole('button', { name: CRISIS_SCREEN_TEXT.en.acknowledge }).click();
  await expect(crisis).toBeHidden();

  const help = goals.checkIn.getByRole('group', { name: 'Help right now' });
  await expect(goals.checkIn.getByText(fixedReplyFor('c', HELP))).toBeVisible();
  await expect(help.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
  await expect(goals.checkIn).not.toContainText(CHECK_IN_THANKS);

  // After a reload the help is still beside the check-in; the screen, once seen, stays closed.
  await page.reload();
  await expect(goals.checkIn.getByText(fixedReplyFor('c', HELP))).toBeVisible();
  await expect(help.getByRole('link', { name: 'Call 988', exact: true })).toBeVisible();
  await expect(goals.checkIn).not.toContainText(CHECK_IN_THANKS);
  await expect(crisis).toHaveCount(0);
});

test('the report of a session that met a crisis tier shows "If things feel heavy" with the crisis lines, and no score or red flag', async ({
  page,
}) => {
  await signIn(page, 'sam.report');
  await subscribeToPremium(page);
  const dashboard = new DashboardPage(page);
  await dashboard.startChat(2, 2);
  await dashboard.send(NOTES.b);
  await expect(dashboard.replies()).toHaveCount(1, { timeout: 15_000 });
  await expect(dashboard.replies().last()).toContainText(fixedReplyFor('b', HELP));
  // The local stack runs the waiting report jobs now, as if the session had gone quiet.
  expect((await page.request.post('/api/dev/jobs/sessionReports')).status()).toBe(200);

  await dashboard.menu.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your insights' })).toBeVisible();
  const reportName = new RegExp(`^Session report: ${NOTES.b.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await page.getByRole('button', { name: reportName }).click();
  const report = page.getByRole('dialog', { name: reportName });
  await expect(report.getByRole('checkbox', { name: /suicide|red flag/i })).toHaveCount(0);
  await report.getByRole('checkbox').first().check();
  await report.getByRole('button', { name: 'Show report' }).click();

  await expect(report.getByRole('heading', { name: SUPPORT_TITLE })).toBeVisible();
  await expect(report.getByRole('link', { name: 'Call 988', exact: true }).first()).toHaveAttribute('href', 'tel:988');
  await expect(report).not.toContainText(/suicide|red flag|out of 5/i);
});

test('with the offline coach, Stop after a few words shows and keeps only what was shown, marked "Stopped"', async ({ page }) => {
  const dashboard = await newBasicChat(page, 'Sam', 'sam.stop');

  await dashboard.send('Can you help me slow down a little? Everything feels like too much this week.');
  const writing = dashboard.conversation.locator('.message--assistant').last();
  // The reveal shows a word at most every 50 ms: Stop as soon as the first words are on screen.
  await expect(writing).toContainText(/\p{L}+\s+\p{L}+/u);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(dashboard.conversation.getByText(STOPPED, { exact: true })).toBeVisible();
  const shown = await dashboard.replies().last().innerText();

  // The reveal does not go on behind Stop.
  await page.waitForTimeout(3_000);
  expect(await dashboard.replies().last().innerText()).toBe(shown);

  // Stored as shown: after a reload the same words, still marked Stopped.
  await page.reload();
  await expect(dashboard.replies()).toHaveCount(1);
  await expect(dashboard.conversation.getByText(STOPPED, { exact: true })).toBeVisible();
  expect(await dashboard.replies().last().innerText()).toBe(shown);
});
