import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MANAGE_OTHER } from '../../web/src/features/settings/components/general-panel';
import { PREFERENCE_NOT_SAVED } from '../../web/src/features/settings/use-save-preference';
import { errorReply, mockApi, signedIn } from './helpers/fetch-mock';
import { ADA, openSettings } from './helpers/settings';
import { renderApp } from './helpers/render-app';

const SAVED = { body: { success: true, message: 'Preferences saved', preferences: {} } };
const html = document.documentElement;

describe('Settings popup', () => {
  it('opens from the Settings button by keyboard, on the General tab, and closes with Escape back to the button', async () => {
    mockApi(signedIn);
    const { user } = renderApp('/dashboard');
    const settingsButton = await screen.findByRole('button', { name: 'Settings' });
    // Tab to it as a keyboard user would: it sits in the menu, before Logout.
    for (let i = 0; i < 12 && document.activeElement !== settingsButton; i++) await user.tab();
    expect(settingsButton).toHaveFocus();

    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('tab', { name: 'General' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel', { name: 'General' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(settingsButton).toHaveFocus();
  });

  it('shows the user’s name beside the Settings button in the menu', async () => {
    mockApi(signedIn);
    renderApp('/dashboard');

    const menu = await screen.findByRole('navigation', { name: 'Menu' });

    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });

  it('moves between the four sections with the arrow keys, Home and End', async () => {
    const { user, dialog } = await openSettings();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Account', 'Data Controls', 'Voice']);
    expect(within(dialog).getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');

    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('tab', { name: 'Account' })).toHaveFocus();
    expect(within(dialog).getByRole('tabpanel', { name: 'Account' })).toHaveTextContent(ADA.email);

    await user.keyboard('{End}');
    expect(within(dialog).getByRole('tab', { name: 'Voice' })).toHaveFocus();
    expect(within(dialog).getByRole('tabpanel', { name: 'Voice' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowUp}');
    expect(within(dialog).getByRole('tab', { name: 'Voice' })).toHaveFocus();

    await user.keyboard('{Home}');
    expect(within(dialog).getByRole('tab', { name: 'General' })).toHaveFocus();
    // One tab stop for the whole list.
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('switches to the dark theme at once, keeps it locally and saves it on the profile', async () => {
    const { user, mock, panel } = await openSettings({ 'PUT /api/user/': SAVED });
    const theme = within(panel()).getByLabelText('Theme');
    expect(
      within(theme)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Light (Default)', 'Dark']);
    expect(theme).toHaveValue('light');

    await user.selectOptions(theme, 'Dark');

    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(mock.callsTo('PUT /api/user/').map((request) => request.body)).toEqual([{ theme: 'dark' }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.selectOptions(theme, 'Light (Default)');
    expect(html.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('keeps the local choice and says so when the profile cannot be updated', async () => {
    const { user, panel } = await openSettings({ 'PUT /api/user/': errorReply(500, 'INTERNAL', 'Something went wrong.') });
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    await user.selectOptions(within(panel()).getByLabelText('Theme'), 'Dark');

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(PREFERENCE_NOT_SAVED);
    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('offers the six voices, echo by default, and keeps the chosen one', async () => {
    const { user, mock, panel } = await openSettings({ 'PUT /api/user/': SAVED }, 'Voice');
    const voice = within(panel()).getByLabelText('Preferred Voice');
    expect(
      within(voice)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer']);
    expect(voice).toHaveValue('echo');

    await user.selectOptions(voice, 'nova');

    expect(localStorage.getItem('preferredVoice')).toBe('nova');
    await waitFor(() => expect(mock.callsTo('PUT /api/user/').map((request) => request.body)).toEqual([{ preferredVoice: 'nova' }]));
  });

  it('applies the preferences saved on the profile over this device’s', async () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('preferredVoice', 'alloy');
    const { user, dialog, panel } = await openSettings({
      'GET /api/user/': { body: { ...ADA, preferences: { theme: 'dark', preferredVoice: 'shimmer' } } },
    });

    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('preferredVoice')).toBe('shimmer');
    expect(within(panel()).getByLabelText('Theme')).toHaveValue('dark');
    await user.click(within(dialog).getByRole('tab', { name: 'Voice' }));
    expect(within(panel()).getByLabelText('Preferred Voice')).toHaveValue('shimmer');
  });

  it('keeps this device’s preferences when the profile has none', async () => {
    localStorage.setItem('theme', 'dark');
    const { panel } = await openSettings();

    expect(within(panel()).getByLabelText('Theme')).toHaveValue('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('shows Manage Subscription, and logs out from General', async () => {
    const { user, panel, mock, location } = await openSettings();

    const manage = within(panel()).getByRole('button', { name: 'Manage' });
    expect(manage).toBeEnabled();
    expect(manage).toHaveAccessibleDescription(MANAGE_OTHER);

    await user.click(within(panel()).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(location.current?.pathname).toBe('/'));
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(location.navigationType).toBe('REPLACE');
  });
});
