import AxeBuilder from '@axe-core/playwright';
import { CRISIS_SCREEN_TEXT, fixedReplyFor } from '#shared/crisis-help';
import { AI_DISCLOSURE, CRISIS_SCREEN, FIXED_REPLIES } from '#shared/safety';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan, DashboardPage } from './pages/dashboard';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { newBasicChat } from './support/basic-chat';
import { expect, test } from './support/test';

/** The crisis protocol as a person meets it (SAFETY.md), with no AI provider at all. */

const axeViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

const reply = async (dashboard: DashboardPage) => (await dashboard.replies().last().innerText()).replace(/^Skye:\s*/, '').trim();

test('a crisis message meets the fixed reply, a crisis screen that stays until acknowledged, and one-tap resources', async ({ page }) => {
  const email = uniqueEmail('robin.crisis');
  await createVerifiedAccount(page.request, { firstName: 'Robin', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, PASSWORD);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  const dashboard = new DashboardPage(page);
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);

  // Asking whether the coach is real gets the fixed disclosure, not generated text.
  await dashboard.send('are you a real person?');
  await expect(dashboard.replies()).toHaveCount(1, { timeout: 15_000 });
  expect(await reply(dashboard)).toBe(AI_DISCLOSURE);

  await dashboard.send('I have the pills ready and I am going to kill myself tonight');
  const screen = page.getByRole('alertdialog', { name: CRISIS_SCREEN.title });
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
  await expect(screen.getByRole('link', { name: 'Text 988', exact: true })).toHaveAttribute('href', 'sms:988');
  await expect(screen.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  await expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  expect(await axeViolations(page)).toEqual([]);

  // It stays: Escape does not close it, nor does a reload.
  await page.keyboard.press('Escape');
  await expect(screen).toBeVisible();
  await page.reload();
  await expect(screen).toBeVisible();
  await screen.getByRole('button', { name: CRISIS_SCREEN.acknowledge }).click();
  await expect(screen).toBeHidden();

  await expect(dashboard.replies()).toHaveCount(2);
  expect(await reply(dashboard)).toBe(FIXED_REPLIES.c);
  const help = page.getByRole('group', { name: 'Help right now' }).last();
  await expect(help.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');

  // Acknowledged once, the screen does not come back on the next visit.
  await page.reload();
  await expect(dashboard.replies()).toHaveCount(2);
  await expect(screen).toBeHidden();
});

test('an emergency in progress, in English then in Spanish: the fixed reply, the emergency lines first, one tap each', async ({ page }) => {
  const dashboard = await newBasicChat(page, 'Ari', 'ari.emergency');
  const screen = page.getByRole('alertdialog', { name: CRISIS_SCREEN.title });

  await dashboard.send('i already took them all, the whole bottle');
  await expect(screen).toBeVisible();
  await screen.getByRole('button', { name: CRISIS_SCREEN.acknowledge }).click();
  await expect(dashboard.replies()).toHaveCount(1);
  expect(await reply(dashboard)).toBe(fixedReplyFor('c', { harm: 'emergency', language: 'en' }));
  const help = page.getByRole('group', { name: 'Help right now' }).last();
  await expect(help.getByRole('link').first()).toHaveAttribute('href', 'tel:911');
  await expect(help.getByRole('link', { name: 'Call Poison Control' })).toHaveAttribute('href', 'tel:18002221222');

  await dashboard.send('me tomé todas las pastillas de mi mamá hace rato');
  // The screen speaks the message's language, the emergency's lines first.
  const pantalla = page.getByRole('alertdialog', { name: CRISIS_SCREEN_TEXT.es.title });
  await expect(pantalla).toBeVisible();
  await expect(pantalla.getByRole('link').first()).toHaveAccessibleName('Llamar al 911');
  await pantalla.getByRole('button', { name: CRISIS_SCREEN_TEXT.es.acknowledge }).click();
  await expect(dashboard.replies()).toHaveCount(2);
  expect(await reply(dashboard)).toBe(fixedReplyFor('c', { harm: 'emergency', language: 'es' }));
  const ayuda = page.getByRole('group', { name: 'Ayuda ahora' }).last();
  await expect(ayuda.getByRole('link').first()).toHaveAccessibleName('Llamar al 911');
  await expect(ayuda.getByRole('link', { name: 'Llamar al Control de Envenenamiento' })).toHaveAttribute('href', 'tel:18002221222');
  await expect(ayuda.getByRole('link', { name: 'Llamar al 988' })).toHaveAttribute('href', 'tel:988');
  expect(await axeViolations(page)).toEqual([]);
});

test('the SOS button opens the resources on the dashboard and on the landing page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'SOS: get help now' }).click();
  const help = page.getByRole('dialog', { name: 'Get help now' });
  await expect(help.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
  await expect(help.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
  await help.getByRole('tab', { name: 'Grounding exercises' }).click();
  await expect(help.getByRole('button', { name: 'Start box breathing' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  const email = uniqueEmail('sky.sos');
  await createVerifiedAccount(page.request, { firstName: 'Sky', email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, PASSWORD);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
  await page.getByRole('button', { name: 'SOS: get help now' }).click();
  await help.getByRole('tab', { name: 'My safety plan' }).click();
  await help.getByRole('button', { name: 'Add a warning sign' }).click();
  await help.getByLabel('Warning sign 1').fill('I stop answering my friends');
  await help.getByRole('button', { name: 'Save my safety plan' }).click();
  await expect(help.getByText('Your safety plan is saved.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'SOS: get help now' }).click();
  await help.getByRole('tab', { name: 'My safety plan' }).click();
  await expect(help.getByLabel('Warning sign 1')).toHaveValue('I stop answering my friends');
});
