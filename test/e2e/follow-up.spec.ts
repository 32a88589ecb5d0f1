import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FIXED_REPLIES } from '#shared/safety';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan, DashboardPage } from './pages/dashboard';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/**
 * The follow-up after a very hard moment, in Chromium: the chat asks once about
 * check-in e-mails, a day without coming back brings one (the test moves the stored times back a
 * day and runs the hourly job now, through the local stack's dev routes: what `npm run
 * follow-ups` does), and the next visit opens with the check-in card.
 */

// The web's texts, spelled here: the spec runs outside Vite, which the components' CSS imports need.
const ASK_TITLE = 'Check-in e-mail';
const ASK_BODY =
  "If you don't come back within a day, may we send you a short e-mail to check in? It won't say why, and you can stop it any time.";
const CHECK_IN_TITLE = 'Checking in with you';
const TIER_B = 'I keep thinking about suicide again';

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

test('after a tier (b) reply: the ask, then a day away brings one check-in e-mail, and the dashboard checks in', async ({ page }) => {
  const email = uniqueEmail('robin.follow-up');
  await createVerifiedAccount(page.request, { firstName: 'Robin', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, PASSWORD);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  const dashboard = new DashboardPage(page);
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);

  // The reply to a tier (b) message: the fixed text, the crisis lines, and under them the ask, nothing chosen.
  await dashboard.send(TIER_B);
  await expect(dashboard.replies()).toHaveCount(1, { timeout: 15_000 });
  await expect(dashboard.replies().last()).toContainText(FIXED_REPLIES.b.slice(0, 40));
  const ask = page.getByRole('group', { name: ASK_TITLE });
  await expect(ask).toContainText(ASK_BODY);
  expect(await axeViolations(page)).toEqual([]);
  // By keyboard: the first button is "Yes, e-mail me".
  await ask.getByRole('button', { name: 'Yes, e-mail me' }).focus();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByText("Thank you. If you don't come back within a day, we'll send you a short e-mail.")).toBeFocused();
  // Answered once, it is not asked again.
  await page.reload();
  await expect(dashboard.replies()).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Help right now' })).toBeVisible();
  await expect(page.getByRole('group', { name: ASK_TITLE })).toHaveCount(0);

  // A day passes without coming back: the stored times move back, and the hourly job runs now.
  const { uid } = (await (await page.request.get('/api/user/')).json()) as { uid: string };
  expect((await page.request.post('/api/dev/follow-ups/rewind', { data: { uid, hours: 25 } })).status()).toBe(200);
  const run = await page.request.post('/api/dev/jobs/followUps');
  expect(run.status()).toBe(200);
  expect(await run.json()).toMatchObject({ failed: 0 });
  expect((await (await page.request.post('/api/dev/jobs/followUps')).json()) as { sent: number }).toMatchObject({ sent: 0 });

  // One e-mail, saying nothing of why.
  const { messages } = (await (await page.request.get('/api/dev/mailbox')).json()) as { messages: MailboxMessage[] };
  const checkIns = messages.filter((mail) => mail.to === email && mail.subject === 'Checking in');
  expect(checkIns).toHaveLength(1);
  expect(checkIns[0]!.text).toContain('Hi Robin,');
  expect(checkIns[0]!.text).toContain(
    "We haven't seen you for a day and wanted to check in. If you'd like to talk, Blue Guardian is here.",
  );
  expect(checkIns[0]!.text).toContain('Call or text 988');
  expect(checkIns[0]!.text).not.toMatch(/suicid|crisis|hard|chat/i);

  // Opening the app: the dashboard checks in.
  await page.goto(new URL(/https?:\/\/\S+\/dashboard/.exec(checkIns[0]!.text)![0]).pathname);
  const checkIn = page.getByRole('dialog', { name: CHECK_IN_TITLE });
  await expect(checkIn).toContainText('Last time things were very hard. How are you now?');
  expect(await axeViolations(page)).toEqual([]);
});
