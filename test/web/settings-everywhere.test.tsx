import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedIn } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

/**
 * Settings is one button in the same place on every dashboard page (spec section 2: the bottom of
 * the side menu), at desktop width where the menu is a column and at phone width where the top
 * bar's Menu opens it.
 */

const PAGES = ['/dashboard', '/dashboard/insights', '/dashboard/goals', '/dashboard/memory', '/dashboard/buddies'];

afterEach(() => {
  window.innerWidth = 1280;
});

/** Opens the page as Ada and waits for its frame; each page's own reads may fail, the frame stays. */
async function openPage(url: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockApi(signedIn);
  const app = renderApp(url);
  await screen.findByRole('button', { name: 'Menu' });
  return app;
}

async function opensSettings(user: Awaited<ReturnType<typeof openPage>>['user']) {
  const menu = screen.getByRole('navigation', { name: 'Menu' });
  const buttons = within(menu).getAllByRole('button', { name: 'Settings' });
  expect(buttons).toHaveLength(1);
  await user.click(buttons[0]!);
  const dialog = screen.getByRole('dialog', { name: 'Settings' });
  expect(within(dialog).getByRole('tab', { name: 'Account' })).toBeInTheDocument();
}

describe('the Settings button', () => {
  it.each(PAGES)('is in the side menu of %s at desktop width and opens Settings', async (url) => {
    const { user } = await openPage(url);

    await opensSettings(user);
  });

  it.each(PAGES)('is one tap into the menu of %s at phone width (390 px) and opens Settings', async (url) => {
    window.innerWidth = 390;
    const { user } = await openPage(url);
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));

    await opensSettings(user);
  });
});
