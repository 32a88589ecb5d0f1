import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard's Settings popup, by the names a screen reader hears. */
export class SettingsDialog {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Settings' });
  }

  async open(): Promise<this> {
    await this.page.getByRole('button', { name: 'Settings' }).click();
    await expect(this.dialog).toBeVisible();
    return this;
  }

  async section(name: 'General' | 'Account' | 'Data Controls' | 'Voice'): Promise<Locator> {
    await this.dialog.getByRole('tab', { name }).click();
    return this.dialog.getByRole('tabpanel', { name });
  }

  async chooseTheme(label: 'Light (Default)' | 'Dark'): Promise<void> {
    await (await this.section('General')).getByLabel('Theme').selectOption({ label });
  }

  async changePassword(current: string, next: string): Promise<void> {
    const account = await this.section('Account');
    await account.getByRole('button', { name: 'Change Password' }).click();
    await this.dialog.getByLabel('Current password', { exact: true }).fill(current);
    await this.dialog.getByLabel('New password', { exact: true }).fill(next);
    await this.dialog.getByRole('button', { name: 'Change Password' }).click();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}
