import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan } from './pages/dashboard';
import { SettingsDialog } from './pages/settings-dialog';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/**
 * The daily check-in reminder, in Chromium: the dashboard's nudge while today has no
 * check-in, dismissed for the day; the reminder turned on in Settings; its time comes (the test
 * moves the reminder a minute into the past and runs the 15-minute job now, through the local
 * stack's dev routes: what `npm run job -- checkInReminders` does), one e-mail lands in the local mailbox, whose
 * one-click unsubscribe turns it off, and Settings then shows Off.
 */

// The web's texts, spelled here: the spec runs outside Vite, which the components' CSS imports need.
const NUDGE_LABEL = "Today's check-in";
const NUDGE_TEXT = "Today's check-in is open whenever you'd like.";
const REMINDER_TIME = 'Reminder time';
const SUBJECT = 'Your daily check-in';

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

const remindersTo = async (page: Page, email: string) =>
  ((await (await page.request.get('/api/dev/mailbox')).json()) as { messages: MailboxMessage[] }).messages.filter(
    (mail) => mail.to === email && mail.subject === SUBJECT,
  );

test('the check-in nudge, then the reminder e-mail from Settings to the one-click unsubscribe', async ({ page }) => {
  const email = uniqueEmail('rae.reminders');
  await createVerifiedAccount(page.request, { firstName: 'Rae', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, PASSWORD);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);

  // The nudge on the home: no check-in today yet. A link to Goals, and "Not now" for the day.
  const nudge = page.getByRole('note', { name: NUDGE_LABEL });
  await expect(nudge).toContainText(NUDGE_TEXT);
  await expect(nudge.getByRole('link', { name: 'Check in' })).toHaveAttribute('href', '/dashboard/goals');
  expect(await axeViolations(page)).toEqual([]);
  await nudge.getByRole('button', { name: 'Not now' }).focus();
  await page.keyboard.press('Enter');
  await expect(nudge).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Rae' })).toBeVisible();
  await expect(page.getByRole('note', { name: NUDGE_LABEL })).toHaveCount(0);

  // Settings > General: the reminder at 08:00, saved with the browser's zone, which the hint names.
  const settings = await new SettingsDialog(page).open();
  const general = await settings.section('General');
  const time = general.getByRole('combobox', { name: REMINDER_TIME });
  await expect(time).toHaveValue('off');
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(general.getByText(`Times are in ${zone}.`)).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/') && response.request().method() === 'PUT');
  await time.selectOption('08:00');
  expect((await saved).status()).toBe(200);
  expect(await axeViolations(page)).toEqual([]);
  await settings.close();

  // Its time comes: the reminder moves a minute into the past and the job runs now, twice.
  const { uid } = (await (await page.request.get('/api/user/')).json()) as { uid: string };
  expect((await page.request.post('/api/dev/reminders/rewind', { data: { uid, minutes: 1 } })).status()).toBe(200);
  const run = await page.request.post('/api/dev/jobs/checkInReminders');
  expect(await run.json()).toMatchObject({ failed: 0 });
  await page.request.post('/api/dev/jobs/checkInReminders');
  const mails = await remindersTo(page, email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('Hi Rae,');
  expect(mails[0]!.text).toContain("A moment for today's check-in? It takes about 15 seconds, and there's no wrong answer.");

  // The local mailbox shows it, with the one-click unsubscribe a mail client would send.
  await page.goto('/dev/mailbox');
  const message = page
    .getByRole('article')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: SUBJECT }) });
  await expect(message).toHaveCount(1);
  await message.getByText('Headers').click();
  await message.getByRole('button', { name: 'One-click unsubscribe (as a mail client would)' }).click();
  await expect(page.getByText('You will not get the daily check-in reminder any more.')).toBeVisible();

  // Settings now shows Off.
  await page.goto('/dashboard');
  const after = await (await new SettingsDialog(page).open()).section('General');
  await expect(after.getByRole('combobox', { name: REMINDER_TIME })).toHaveValue('off');
});
