import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan, DashboardPage } from './pages/dashboard';
import { subscribeToPremium } from './pages/plans';
import { createVerifiedAccount, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/**
 * A coach that remembers, visibly, with the offline coach: the notes it proposes once a
 * session goes quiet (the test runs the waiting jobs now, as `npm run job -- sessionReports` does), the
 * Memory page, the goal named in a new session, a temporary session that leaves no trace, and a
 * Basic coach that remembers nothing.
 */

// The web's texts, spelled here: the spec runs outside Vite, which the components' CSS imports need.
const EXAMS = 'I have exams in June and they stress me out so much.';
const EXAMS_NOTE = 'You mentioned feeling stressed about exams in June.';
const GOAL = 'Walk for ten minutes after classes';
const TEMPORARY_NOTE = "Temporary session: nothing you write here is saved, and your coach won't remember it.";

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

async function signIn(page: Page, label: string): Promise<void> {
  const email = uniqueEmail(label);
  await createVerifiedAccount(page.request, { firstName: 'Robin', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, 'Passw0rd!');
  await acknowledgeDisclosure(page);
}

/** Sends the message and waits for the coach's reply to it. */
async function exchange(dashboard: DashboardPage, text: string, replies: number): Promise<void> {
  await dashboard.send(text);
  await expect(dashboard.replies()).toHaveCount(replies, { timeout: 15_000 });
}

/** Runs the session-report jobs the local stack holds, as if each session had gone quiet. */
async function sessionsGoQuiet(page: Page): Promise<void> {
  expect((await page.request.post('/api/dev/jobs/sessionReports')).status()).toBe(200);
}

async function addGoal(page: Page): Promise<void> {
  expect((await page.request.post('/api/goals', { data: { text: GOAL, chatGoal: 2 } })).status()).toBe(200);
}

test('Premium: the coach keeps a note, the user deletes it, a new session names the goal, and a temporary session leaves no trace', async ({
  page,
}) => {
  await signIn(page, 'rory.memory');
  await subscribeToPremium(page);
  await addGoal(page);
  const dashboard = new DashboardPage(page);
  await dashboard.startChat(2, 2);
  await exchange(dashboard, EXAMS, 1);
  await sessionsGoQuiet(page);

  // The Memory page shows the note the coach proposed; the user deletes it.
  await dashboard.menu.getByRole('link', { name: 'Memory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What your coach remembers' })).toBeVisible();
  await expect(page.getByText(EXAMS_NOTE, { exact: true })).toBeVisible();
  await expect(page.getByText('Suggested by your coach')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Delete\s*: You mentioned feeling stressed about exams in June/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Memory deleted.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'What your coach remembers' })).toBeVisible();
  await expect(page.getByText(EXAMS_NOTE, { exact: true })).toHaveCount(0);

  // A new session: the coach picks up the goal.
  await page.getByRole('link', { name: 'Back to chat' }).click();
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);
  await exchange(dashboard, 'hi again', 1);
  await expect(dashboard.replies().last()).toContainText(`"${GOAL}"`);

  // A temporary session: answered, never listed, nothing stored, nothing remembered.
  await dashboard.openWizard();
  await dashboard.wizard.getByText('Reduce Stress', { exact: true }).click();
  await dashboard.wizard.getByRole('button', { name: 'Next' }).click();
  await dashboard.wizard.getByText('Non-Directive Approach', { exact: true }).click();
  await dashboard.wizard.getByRole('checkbox', { name: 'Temporary session' }).check();
  await dashboard.wizard.getByRole('button', { name: 'Start New Chat' }).click();
  await expect(page.getByText(TEMPORARY_NOTE)).toBeVisible();
  await exchange(dashboard, 'My boss makes me anxious every single shift.', 1);
  await exchange(dashboard, 'Mostly on Mondays.', 2);
  await expect(dashboard.menu.getByRole('button', { name: /My boss makes me anxious/ })).toHaveCount(0);
  await sessionsGoQuiet(page);
  const chats = (await (await page.request.get('/api/bot/get-all-chats')).json()) as { data: Array<{ title: string }> };
  expect(chats.data.map((chat) => chat.title)).not.toContain('My boss makes me anxious every single shift.');
  const memories = (await (await page.request.get('/api/memories')).json()) as { memories: Array<{ text: string }> };
  expect(memories.memories.map((memory) => memory.text).join(' ')).not.toMatch(/work|boss/);
  const exported = await (await page.request.get('/api/user/export')).text();
  expect(exported).not.toContain('My boss makes me anxious');
  expect(exported).not.toContain('Mostly on Mondays');
});

test('Basic: the coach remembers nothing across sessions', async ({ page }) => {
  await signIn(page, 'bo.basic.memory');
  await chooseBasicPlan(page);
  await addGoal(page);
  const dashboard = new DashboardPage(page);
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);
  await exchange(dashboard, EXAMS, 1);
  await sessionsGoQuiet(page);

  await dashboard.openWizard();
  await dashboard.startChat(2, 2);
  await exchange(dashboard, 'hi again', 1);
  await expect(dashboard.replies().last()).not.toContainText(GOAL);
  await expect(dashboard.replies().last()).not.toContainText('check-in');

  await dashboard.menu.getByRole('link', { name: 'Memory' }).click();
  await expect(page.getByText('A coach that remembers is part of Premium.')).toBeVisible();
  await expect(page.getByText(EXAMS_NOTE, { exact: true })).toHaveCount(0);
});
