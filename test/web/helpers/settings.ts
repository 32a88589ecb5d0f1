import { screen, within } from '@testing-library/react';
import { mockApi, signedIn, type Handlers } from './fetch-mock';
import { renderApp } from './render-app';

export { ADA } from './fetch-mock';

/** Signs Ada in, opens /dashboard and then the Settings popup; `tab` picks a section first. */
export async function openSettings(handlers: Handlers = {}, tab?: 'General' | 'Account' | 'Data Controls' | 'Voice') {
  const mock = mockApi({ ...signedIn, ...handlers });
  const app = renderApp('/dashboard');
  const settingsButton = await screen.findByRole('button', { name: 'Settings' });
  await app.user.click(settingsButton);
  const dialog = screen.getByRole('dialog', { name: 'Settings' });
  if (tab) await app.user.click(within(dialog).getByRole('tab', { name: tab }));
  const panel = () => within(dialog).getByRole('tabpanel');
  return { ...app, mock, dialog, panel, settingsButton };
}
