import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SettingsDialog } from './pages/settings-dialog';
import { uniqueEmail } from './support/accounts';
import { confirmAsGuardian, linkedTeen } from './support/guardian';
import { expect, test } from './support/test';

/**
 * What a guardian sees, from both sides: a linked teen's "What your guardian sees" in Settings
 * shows the same numbers and settings as the guardian's /guardian page, and the link ends from
 * either side, the other side told by e-mail and each page showing it.
 */

// The web's and the e-mails' texts, spelled here: the spec runs outside Vite, which the components' CSS imports need.
const LINK_ENDED_SUBJECT = 'A guardian link on Blue Guardian has ended';
const WEEKLY_SUBJECT = 'Your weekly Blue Guardian counts';
const NO_TEENS = 'You are not linked to a teen’s account right now.';
const NO_GUARDIAN_YET = 'No parent or guardian has confirmed yet.';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails to `to` with `subject`, waiting until there are `count`. */
async function mailsTo(request: APIRequestContext, to: string, subject: string, count = 1): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as { messages: Mail[] };
      found = messages.filter((mail) => mail.to === to && mail.subject === subject);
      return found.length;
    })
    .toBe(count);
  return found;
}

/** The teen's Settings > Guardians panel, opened afresh so it shows what the API says now. */
async function guardiansPanel(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  const settings = await new SettingsDialog(page).open();
  await settings.dialog.getByRole('tab', { name: 'Guardians' }).click();
  return settings.dialog.getByRole('tabpanel', { name: 'Guardians' });
}

/** The numbers of a week view (the same component on both sides): sessions and each day's check-in. */
async function numbersOf(week: Locator): Promise<string[]> {
  await expect(week.getByText(/sessions? started/)).toBeVisible();
  return [await week.locator('.guardian-week__title').innerText(), ...(await week.getByRole('listitem').allInnerTexts())];
}

test('a linked teen sees what their guardian sees, and the link ends from either side, the other told', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Prepare: a 16-year-old with two guardians (both confirmed from the local mailbox), one session and today's check-in.
  const { teen, guardian } = await linkedTeen(page, browser, { firstName: 'Robin', label: 'transparency' });
  const secondEmail = uniqueEmail('transparency.second');
  expect((await page.request.post('/api/guardian/invites', { data: { email: secondEmail } })).status()).toBe(200);
  const second = await confirmAsGuardian(browser, secondEmail, 'Robin');
  expect((await page.request.put('/api/bot/new-chat/2/2')).status()).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  expect((await page.request.put(`/api/check-ins/${today}`, { data: { timeZone: 'UTC', mood: 2 } })).status()).toBe(200);

  // The first guardian turns the weekly e-mail on from their page, and sees the week's counts.
  await guardian.page.goto('/guardian');
  const guardianWeek = guardian.page.getByRole('region', { name: 'Robin’s week' });
  const weekly = guardian.page.getByRole('checkbox', { name: 'E-mail me Robin’s counts each week' });
  await weekly.check();
  await expect(weekly).toBeChecked();
  const seen = await numbersOf(guardianWeek);
  expect(seen[0]).toContain('1 session started');
  expect(seen.filter((day) => day.endsWith('Check-in done'))).toHaveLength(1);

  // Assess: the teen's "What your guardian sees" has the same numbers, and says who gets the e-mail.
  const panel = await guardiansPanel(teen.page);
  expect(await numbersOf(panel.getByRole('region', { name: 'What your guardian sees' }))).toEqual(seen);
  const emails = panel.getByRole('list', { name: 'Weekly e-mails' }).getByRole('listitem');
  await expect(emails).toHaveText(['Gina gets an e-mail with these numbers each week.', 'Gina does not get a weekly e-mail.']);

  // The weekly job, run now as `npm run job -- guardianWeekly` would, sends the first guardian the same counts.
  expect((await page.request.post('/api/dev/jobs/guardianWeekly')).status()).toBe(200);
  const [mail] = await mailsTo(page.request, guardian.email, WEEKLY_SUBJECT);
  expect(mail!.text).toContain('Sessions Robin started this week: 1.');
  expect(mail!.text).toContain('Check-ins done: 1 of 7 days');

  // Act: the first guardian ends their link on /guardian.
  await guardianWeek.page().getByRole('button', { name: 'End link with Robin' }).click();
  await guardian.page.getByRole('dialog', { name: 'End the link with Robin?' }).getByRole('button', { name: 'End link' }).click();

  // Assess: their page says so, the teen is told, and the teen's Settings shows one guardian left.
  await expect(guardian.page.getByText(NO_TEENS)).toBeVisible();
  const [toTeen] = await mailsTo(page.request, teen.email, LINK_ENDED_SUBJECT);
  expect(toTeen!.text).toContain('The guardian link between you and Gina on Blue Guardian has ended.');
  const left = await guardiansPanel(teen.page);
  await expect(left.getByRole('list', { name: 'Your guardians' }).getByRole('listitem')).toHaveCount(1);

  // Act: the teen ends the other link in Settings.
  await left.getByRole('button', { name: 'End link with Gina' }).click();
  await teen.page.getByRole('dialog', { name: 'End the link with Gina?' }).getByRole('button', { name: 'End link' }).click();

  // Assess: the teen's Settings has no guardian, the second guardian is told, and their page says so.
  await expect(teen.page.getByText(NO_GUARDIAN_YET)).toBeVisible();
  const [toSecond] = await mailsTo(page.request, second.email, LINK_ENDED_SUBJECT);
  expect(toSecond!.text).toContain('The guardian link between you and Robin on Blue Guardian has ended.');
  await second.page.goto('/guardian');
  await expect(second.page.getByText(NO_TEENS)).toBeVisible();
});
