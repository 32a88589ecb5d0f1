import { expect, type Locator, type Page } from '@playwright/test';
import { GOALS, STYLES, type ChatGoal, type ChatStyle } from '#shared/chat';
import { messages } from '#shared/messages';
import { AGE_CONFIRMATION_LABELS, AI_DISCLOSURE, type AgeConfirmation } from '#shared/safety';

/** The dashboard (spec section 2), by the names a screen reader hears. */
export class DashboardPage {
  readonly menu: Locator;
  readonly conversation: Locator;
  readonly messageBox: Locator;
  readonly wizard: Locator;

  constructor(private readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Menu' });
    this.conversation = page.getByRole('log', { name: 'Conversation' });
    this.messageBox = page.getByRole('textbox', { name: 'Message Skye' });
    this.wizard = page.getByRole('dialog', { name: /Select Your/ });
  }

  /** A session button in the side menu, by its title. */
  session(title: string): Locator {
    return this.menu.getByRole('button', { name: title, exact: true });
  }

  /** The coach's replies, fully revealed (a reply being revealed is hidden from screen readers). */
  replies(): Locator {
    return this.conversation.locator('.message--assistant:not([aria-hidden="true"])');
  }

  /** At or below 1024 px the menu is an overlay, closed until its toggle opens it. */
  private async showMenu(): Promise<void> {
    const toggle = this.page.getByRole('button', { name: 'Menu', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }

  /** A page beside the chat, by its link in the menu. */
  async openPage(name: 'Insights' | 'Goals' | 'Memory' | 'Buddies'): Promise<void> {
    await this.showMenu();
    await this.menu.getByRole('link', { name }).click();
  }

  async openWizard(): Promise<void> {
    await this.showMenu();
    await this.menu.getByRole('button', { name: messages.dashboard.newSession }).click();
    await expect(this.page.getByRole('dialog', { name: messages.wizard.goalTitle })).toBeVisible();
  }

  /** Picks a goal, then a style, then Start New Chat. */
  async startChat(goal: ChatGoal, style: ChatStyle): Promise<void> {
    await this.choose(GOALS[goal]);
    await this.wizard.getByRole('button', { name: 'Next' }).click();
    await expect(this.page.getByRole('dialog', { name: messages.wizard.styleTitle })).toBeVisible();
    const start = this.wizard.getByRole('button', { name: messages.wizard.start });
    await expect(start).toBeDisabled();
    await this.choose(STYLES[style]);
    await start.click();
    await expect(this.wizard).toBeHidden();
  }

  /** Clicks a card as a person does (its label covers the radio), and checks it took. */
  private async choose(name: string): Promise<void> {
    await this.wizard.getByText(name, { exact: true }).click();
    await expect(this.wizard.getByRole('radio', { name })).toBeChecked();
  }

  async send(text: string): Promise<void> {
    await this.messageBox.fill(text);
    await this.messageBox.press('Enter');
  }
}

/** A new account's first dashboard visit: the fixed AI disclosure, acknowledged (SAFETY.md 8). */
export async function acknowledgeDisclosure(page: Page): Promise<void> {
  const disclosure = page.getByRole('dialog', { name: 'Before you start' });
  await expect(disclosure).toContainText(AI_DISCLOSURE);
  await disclosure.getByRole('button', { name: 'I understand' }).click();
  await expect(disclosure).toBeHidden();
}

/**
 * A new account has no plan yet: after the safety popups the plan popup welcomes it and stays
 * until a plan is chosen (spec section 2). Basic needs no payment.
 */
export async function chooseBasicPlan(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: messages.plans.welcome });
  await popup.getByRole('button', { name: 'Choose Basic' }).click();
  await expect(popup).toBeHidden();
}

/** An account without an age confirmation (Google from /login) is asked on the dashboard first. */
export async function confirmAge(page: Page, age: AgeConfirmation = 'adult'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm your age' });
  await dialog.getByText(AGE_CONFIRMATION_LABELS[age], { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}
