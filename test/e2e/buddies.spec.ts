import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '#shared/messages';
import { LoginPage, Mailbox, SignupPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan } from './pages/dashboard';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

/**
 * Accountability buddies in two browsers: an invitation by e-mail, a sign-up from its
 * link, what each chooses to share, the board with its encouragement, a cheer, a silent removal,
 * and a third person who blocked the inviter and gets no more invitations.
 */

// The web's texts, spelled here: the spec runs outside Vite, which the components' CSS imports need.
const CHEER = 'Proud of you for showing up.';
const BOARD_EMPTY = 'No buddies yet. Invite a friend to cheer each other on.';

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

interface Mail {
  to: string;
  text: string;
}

/** The invitation links e-mailed to `to`, newest first. */
async function invitationsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as { messages: Mail[] };
  return messages
    .filter((mail) => mail.to === to)
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+\/buddies\/invite\/[A-Za-z0-9_-]{43}/g) ?? []);
}

async function newestInvitationTo(request: APIRequestContext, to: string): Promise<string> {
  let links: string[] = [];
  await baseExpect.poll(async () => (links = await invitationsTo(request, to)).length).toBeGreaterThan(0);
  return links[0]!;
}

async function signIn(page: Page, firstName: string, email: string): Promise<void> {
  await createVerifiedAccount(page.request, { firstName, email });
  await new LoginPage(page).open();
  await new LoginPage(page).logIn(email, PASSWORD);
  await acknowledgeDisclosure(page);
  await chooseBasicPlan(page);
}

async function openBuddies(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Buddies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your buddies' })).toBeVisible();
}

async function invite(page: Page, email: string): Promise<void> {
  await page.getByLabel("Your friend's email address").fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

test('A invites B, B signs up from the link and accepts, both share, B cheers, A removes B; someone who blocked A gets no invitation', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const ava = uniqueEmail('ava.buddies');
  const ben = uniqueEmail('ben.buddies');
  await signIn(page, 'Ava', ava);
  await openBuddies(page);
  await expect(page.getByText(BOARD_EMPTY)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await invite(page, ben);
  const link = await newestInvitationTo(page.request, ben);

  // Ben, in a browser of his own, opens the link, reads who invites him, signs up, verifies and lands back on the invitation.
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await benPage.goto(link);
  await expect(benPage.getByRole('heading', { level: 1, name: 'Ava invited you to be buddies on Blue Guardian' })).toBeVisible();
  await expect(benPage.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await benPage.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await new SignupPage(benPage).signUp('Ben Tester', ben, PASSWORD);
  // The thanks dialog: the verification e-mail has gone out, after the invitation.
  await expect(benPage.getByRole('dialog')).toContainText(messages.signup.thanks);
  await new Mailbox(benPage).followLinkTo(ben);
  await benPage
    .getByRole('link', { name: 'Go to Login Page' })
    .or(benPage.getByRole('button', { name: 'Go to Login Page' }))
    .click();
  await new LoginPage(benPage).logIn(ben, PASSWORD);
  await expect(benPage).toHaveURL(/\/buddies\/invite\//);
  await expect(benPage.getByRole('heading', { name: 'Ava invited you to be accountability buddies' })).toBeVisible();
  expect(await axeViolations(benPage)).toEqual([]);
  await benPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(benPage.getByText('You and Ava are now buddies.')).toBeVisible();

  // Both choose what to share: nothing is shared before that.
  await benPage.goto('/dashboard');
  await acknowledgeDisclosure(benPage);
  await chooseBasicPlan(benPage);
  await openBuddies(benPage);
  await benPage.getByRole('switch', { name: 'How many coaching sessions you had this week' }).check();
  await page.reload();
  const benOnAvasBoard = page.locator('.buddy-entry', { hasText: 'Ben' });
  await expect(benOnAvasBoard).toContainText('0 sessions this week');
  await expect(benOnAvasBoard.locator('.buddy-entry__encouragement')).not.toBeEmpty();
  await page.getByRole('switch', { name: 'Your check-in streak' }).check();
  await benPage.reload();
  const avaOnBensBoard = benPage.locator('.buddy-entry', { hasText: 'Ava' });
  await expect(avaOnBensBoard).toContainText('0-day streak');
  expect(await axeViolations(benPage)).toEqual([]);

  // Ben cheers Ava on; she sees the fixed words.
  await benPage.getByLabel('Send Ava a cheer').selectOption({ label: CHEER });
  await benPage.getByRole('button', { name: 'Send a cheer to Ava' }).click();
  await expect(benPage.getByText('Cheer sent.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cheers for you' })).toContainText(CHEER);

  // Ava removes Ben: silently, his board no longer shows her.
  await page.getByRole('button', { name: 'Remove Ben' }).click();
  await page.getByRole('dialog', { name: 'Remove Ben as a buddy?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Ben is no longer your buddy.')).toBeVisible();
  await benPage.reload();
  await expect(benPage.getByText(BOARD_EMPTY)).toBeVisible();
  await benContext.close();

  // Cal declines Ava's invitation and blocks her: her next one never reaches him.
  const cal = uniqueEmail('cal.buddies');
  const calContext = await browser.newContext();
  const calPage = await calContext.newPage();
  await signIn(calPage, 'Cal', cal);
  await invite(page, cal);
  await calPage.goto(await newestInvitationTo(page.request, cal));
  await calPage.getByRole('button', { name: 'Decline and block' }).click();
  await calPage.getByRole('button', { name: 'Decline and block' }).click();
  await expect(calPage.getByRole('heading', { level: 1 })).toBeVisible();
  await invite(page, cal);
  expect(await invitationsTo(page.request, cal)).toHaveLength(1);
  await calContext.close();
});
