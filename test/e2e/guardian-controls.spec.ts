import { coachHoursMessage, clockTimeIn } from '#shared/guardian-controls';
import { AGE_CONFIRMATION_LABELS, CRISIS_SCREEN, FIXED_REPLIES } from '#shared/safety';
import { DashboardPage } from './pages/dashboard';
import { latestMailTo, linkIn, PASSWORD, uniqueEmail } from './support/accounts';
import { confirmAsGuardian, logInFirstTime, sixteenYearOldBirthYear } from './support/guardian';
import { expect, test } from './support/test';

/**
 * A guardian's coach hours as a teen and a guardian meet them: a 16-year-old signs up on the
 * sign-up page with a guardian's consent, the guardian confirms from the local mailbox and sets
 * coach hours covering now on their page; the teen finds the coach off, with a calm notice, while
 * the SOS button and the crisis screen work as ever.
 */

// The web's texts, spelled here: the spec runs outside Vite, which the components' CSS imports need.
const BIRTH_YEAR_LABEL = 'Your birth year';
const GUARDIAN_EMAIL_LABEL = 'Your parent or guardian’s e-mail address';
const HOUR_MS = 3_600_000;
const reply = async (dashboard: DashboardPage) => (await dashboard.replies().last().innerText()).replace(/^Skye:\s*/, '').trim();

test('a guardian sets coach hours covering now: the coach is off for the teen, never the SOS button or the crisis screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const teenEmail = uniqueEmail('robin.hours.teen');
  const guardianEmail = uniqueEmail('robin.hours.guardian');

  // The teen signs up with a guardian's consent, and verifies their address.
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Robin Tester');
  await page.getByLabel('Email address').fill(teenEmail);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByText(AGE_CONFIRMATION_LABELS.guardian, { exact: true }).click();
  await page.getByLabel(BIRTH_YEAR_LABEL).fill(String(sixteenYearOldBirthYear()));
  await page.getByLabel(GUARDIAN_EMAIL_LABEL).fill(guardianEmail);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto(linkIn(await latestMailTo(page.request, teenEmail, '/email-verified'), '/email-verified'));

  // The guardian confirms from the e-mail, then sets coach hours around now on their page.
  const guardian = await confirmAsGuardian(browser, guardianEmail, 'Robin');
  const zone = await guardian.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const from = clockTimeIn(Date.now() - HOUR_MS, zone);
  const to = clockTimeIn(Date.now() + HOUR_MS, zone);
  await guardian.page.goto('/guardian');
  const settings = guardian.page.getByRole('region', { name: 'Robin’s settings' });
  await settings.getByRole('checkbox', { name: 'Turn the coach off at set times for Robin' }).check();
  await settings.getByLabel('Coach off from').fill(from);
  await settings.getByLabel('Coach back at').fill(to);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Saved. Robin sees the same settings in their Settings.')).toBeVisible();
  await expect(settings).toContainText(`The coach is off from ${from} to ${to} each day`);

  // The teen meets coach hours: a calm notice, and an ordinary message gets the coach-off answer.
  await logInFirstTime(page, teenEmail);
  await expect(page.getByRole('region', { name: 'Coach hours' })).toContainText(
    `Your coach is off until ${to}, as agreed with your guardian.`,
  );
  const dashboard = new DashboardPage(page);
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);
  await dashboard.send('School was long today');
  await expect(page.getByText(coachHoursMessage(to))).toBeVisible();
  await expect(dashboard.replies()).toHaveCount(0);

  // The SOS button works as ever.
  await page.getByRole('button', { name: 'SOS: get help now' }).click();
  const help = page.getByRole('dialog', { name: 'Get help now' });
  await expect(help.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // A crisis message still gets the crisis screen and its fixed reply.
  await dashboard.send('I have the pills ready and I am going to kill myself tonight');
  const screen = page.getByRole('alertdialog', { name: CRISIS_SCREEN.title });
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
  await screen.getByRole('button', { name: CRISIS_SCREEN.acknowledge }).click();
  await expect(dashboard.replies()).toHaveCount(1);
  expect(await reply(dashboard)).toBe(FIXED_REPLIES.c);

  // What the teen's Settings show is what the guardian set.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Guardians' }).click();
  await expect(page.getByText(`The coach is off from ${from} to ${to} each day`)).toBeVisible();
  await guardian.page.context().close();
});
