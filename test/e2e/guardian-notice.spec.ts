import type { APIRequestContext } from '@playwright/test';
import { GUARDIAN_TOLD_LINE } from '#shared/guardian-notice';
import { CRISIS_SCREEN } from '#shared/safety';
import { GUARDIAN_NOTICE_SUBJECT } from '../../functions/domain/mail/guardian-notice-email';
import { DashboardPage } from './pages/dashboard';
import { linkedTeen } from './support/guardian';
import { expect, test } from './support/test';

/**
 * The distress notice to a guardian as a linked teen and their guardian meet it (docs/safety.md "A
 * notice to a guardian"), with no AI provider: a repeated reading is the second reader, so the teen
 * writes at (b), then at (c).
 */

const TIER_B = 'I keep thinking of suicide again';
const TIER_C = 'I have the pills ready and I am going to kill myself tonight';
const ABUSE = 'my dad hits me every night';
const DANGER_AT_HOME = "he's coming up the stairs and I'm hiding in the closet";

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The distress notices in the local mailbox to `to`. */
async function noticesTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as { messages: Mail[] };
  return messages.filter((mail) => mail.to === to && mail.subject === GUARDIAN_NOTICE_SUBJECT);
}

/** Sends a tier (b) message (its fixed reply, no crisis screen) and waits for the reply. */
async function sendAndWait(dashboard: DashboardPage, text: string, replies: number): Promise<void> {
  await dashboard.send(text);
  await expect(dashboard.replies()).toHaveCount(replies, { timeout: 15_000 });
}

test('a confirmed tier (c) message tells the guardian by e-mail with none of the teen’s words, and the teen sees that it did', async ({
  page,
  browser,
}) => {
  const { guardian } = await linkedTeen(page, browser, { firstName: 'Robin', label: 'notice' });
  const dashboard = new DashboardPage(page);
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);

  await sendAndWait(dashboard, TIER_B, 1);
  await expect(page.getByText(GUARDIAN_TOLD_LINE)).toHaveCount(0);
  await dashboard.send(TIER_C);
  const screen = page.getByRole('alertdialog', { name: CRISIS_SCREEN.title });
  await expect(screen).toBeVisible();
  await screen.getByRole('button', { name: CRISIS_SCREEN.acknowledge }).click();

  await expect(dashboard.conversation.getByText(GUARDIAN_TOLD_LINE, { exact: true })).toBeVisible();
  await expect.poll(async () => (await noticesTo(page.request, guardian.email)).length).toBe(1);
  const [mail] = await noticesTo(page.request, guardian.email);
  const text = `${mail!.subject}\n${mail!.text}`.toLowerCase();
  expect(text).toContain('robin may need support right now');
  // The words that say anything of what the teen wrote, and any topic.
  for (const word of ['keep', 'thinking', 'suicide', 'pills', 'ready', 'kill', 'myself', 'tonight', 'self-harm']) {
    expect(text).not.toMatch(new RegExp(`(?<![a-z])${word}(?![a-z])`));
  }

  // Reopened, the chat still says so; the guardian's page shows the day it was sent.
  await page.reload();
  await expect(dashboard.conversation.getByText(GUARDIAN_TOLD_LINE, { exact: true })).toBeVisible();
  await guardian.page.goto('/guardian');
  await expect(guardian.page.getByText(/^Sent on /)).toBeVisible();
});

test('a teen’s abuse disclosure brings Childhelp and 911 on screen, and no e-mail home', async ({ page, browser }) => {
  const { guardian } = await linkedTeen(page, browser, { firstName: 'Sasha', label: 'abuse' });
  const dashboard = new DashboardPage(page);
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);

  await sendAndWait(dashboard, ABUSE, 1);
  const help = page.getByRole('group', { name: 'Help right now' }).last();
  await expect(help.getByRole('link', { name: 'Call Childhelp' })).toHaveAttribute('href', 'tel:18004224453');
  await expect(dashboard.replies().last()).toContainText('Childhelp');
  await expect(dashboard.replies().last()).toContainText('911');
  await dashboard.send(DANGER_AT_HOME);
  const screen = page.getByRole('alertdialog', { name: CRISIS_SCREEN.title });
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Call Childhelp' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await screen.getByRole('button', { name: CRISIS_SCREEN.acknowledge }).click();

  await expect(dashboard.replies()).toHaveCount(2);
  await expect(page.getByText(GUARDIAN_TOLD_LINE)).toHaveCount(0);
  // The job runs at once on the local stack: give it time, then nothing is there.
  await page.waitForTimeout(1_500);
  expect(await noticesTo(page.request, guardian.email)).toEqual([]);
});
