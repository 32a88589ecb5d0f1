import AxeBuilder from '@axe-core/playwright';
import { messages } from '#shared/messages';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan, DashboardPage } from './pages/dashboard';
import { createVerifiedAccount, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/** A coaching session as a person holds it, with the offline coach (no OpenAI key in tests). */

const FIRST_MESSAGE = "I have three exams next week and I can't sleep.";

const axeViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

test('a coaching session: wizard, first message, typing dots, word-by-word reply, title, reload, regenerate, delete', async ({ page }) => {
  const email = uniqueEmail('sam.session');
  await createVerifiedAccount(page.request, { firstName: 'Sam', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, 'Passw0rd!');
  const dashboard = new DashboardPage(page);
  // Before the first chat of an account: the fixed AI disclosure (SAFETY.md 8).
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Sam' })).toBeVisible();

  await dashboard.openWizard();
  // Without Premium, cards 1 and 3 of each step carry an Upgrade overlay that opens the plan popup.
  const upgrades = dashboard.wizard.getByRole('button', { name: messages.wizard.upgrade });
  await expect(upgrades).toHaveCount(2);
  for (const upgrade of await upgrades.all()) await expect(upgrade).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await dashboard.startChat(2, 2);

  await dashboard.send(FIRST_MESSAGE);
  await expect(dashboard.messageBox).toHaveValue('');
  await expect(dashboard.conversation.getByText(FIRST_MESSAGE)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Skye is typing' })).toBeAttached();
  await expect(page.locator('.typing-dots')).toBeVisible();

  // The reply appears a few words at a time: catch it part-way, then whole.
  const revealing = dashboard.conversation.locator('.message--assistant[aria-hidden="true"]');
  await expect(revealing).toBeVisible({ timeout: 5_000 });
  const partWords = (await revealing.innerText()).trim().split(/\s+/).length;
  await expect(dashboard.replies()).toHaveCount(1, { timeout: 15_000 });
  const reply = (await dashboard.replies().first().innerText()).replace(/^Skye:\s*/, '').trim();
  expect(reply.split(/\s+/).length).toBeGreaterThan(partWords);
  await expect(page.getByText(messages.chat.offlineCoach)).toBeVisible();

  // The first message named the chat, which is selected in the menu.
  await expect(dashboard.session(FIRST_MESSAGE)).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => localStorage.getItem('selectedSessionId'))).toMatch(/^[0-9A-Za-z_-]{10,40}$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(dashboard.session(FIRST_MESSAGE)).toHaveAttribute('aria-current', 'true');
  await expect(dashboard.conversation.getByText(FIRST_MESSAGE)).toBeVisible();
  await expect(dashboard.replies()).toHaveCount(1);
  expect((await dashboard.replies().first().innerText()).replace(/^Skye:\s*/, '').trim()).toBe(reply);

  await page.getByRole('button', { name: messages.chat.regenerate }).click();
  await expect(dashboard.replies()).toHaveCount(1, { timeout: 15_000 });
  await expect
    .poll(async () => (await dashboard.replies().first().innerText()).replace(/^Skye:\s*/, '').trim(), { timeout: 15_000 })
    .not.toBe(reply);
  await expect(page.getByRole('button', { name: messages.chat.regenerate })).toBeVisible();

  await dashboard.menu.getByRole('button', { name: `Delete chat: ${FIRST_MESSAGE}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Chat' });
  await expect(confirm).toContainText(messages.dashboard.deleteChatConfirm);
  await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(dashboard.session(FIRST_MESSAGE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start a session' })).toBeVisible();
  await expect(dashboard.conversation).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('selectedSessionId'))).toBeNull();
});

test('the side menu is open above 1024 px and closed at 1024 px, with a toggle', async ({ page }) => {
  const email = uniqueEmail('mira.menu');
  await createVerifiedAccount(page.request, { firstName: 'Mira', email });
  await page.setViewportSize({ width: 1024, height: 800 });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, 'Passw0rd!');
  const dashboard = new DashboardPage(page);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(dashboard.menu.getByRole('button', { name: messages.dashboard.newSession })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(dashboard.menu.getByRole('button', { name: messages.dashboard.newSession })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
});
