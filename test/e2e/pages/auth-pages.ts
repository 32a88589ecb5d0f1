import { expect, type Page } from '@playwright/test';
import { AGE_CONFIRMATION_LABELS } from '#shared/safety';

/** Page objects: what a person does on each screen, in the words the screen shows. */

export class SignupPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/signup');
  }

  async signUp(name: string, email: string, password: string): Promise<void> {
    await this.page.getByLabel('Name').fill(name);
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByText(AGE_CONFIRMATION_LABELS.adult, { exact: true }).click();
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  async logIn(email: string, password: string): Promise<void> {
    // After an in-app link the previous page stays until this lazy page loads: wait for it.
    await expect(this.page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }
}

export class Mailbox {
  constructor(private readonly page: Page) {}

  /** Opens the local mailbox and follows the link in the newest e-mail to `to`. */
  async followLinkTo(to: string): Promise<void> {
    await this.page.goto('/dev/mailbox');
    const mail = this.page.locator('article', { hasText: to }).first();
    await expect(mail).toBeVisible();
    await mail.getByRole('link').first().click();
  }
}
