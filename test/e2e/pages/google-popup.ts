import type { Page } from '@playwright/test';

/**
 * The Auth Emulator's stand-in for Google's account chooser. `trigger` is the click that opens it;
 * the account is chosen from the list if it exists, or added with the given name.
 */
export async function chooseGoogleAccount(
  page: Page,
  trigger: () => Promise<void>,
  account: { email: string; displayName?: string },
): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), trigger()]);
  await popup.waitForLoadState('domcontentloaded');
  const existing = popup.locator('li.js-reuse-account', { hasText: account.email });
  if (await existing.count()) {
    await existing.first().click();
    return;
  }
  await popup.locator('#add-account-button button').click();
  await popup.locator('#email-input').fill(account.email);
  if (account.displayName) await popup.locator('#display-name-input').fill(account.displayName);
  await popup.locator('#sign-in').click();
}
