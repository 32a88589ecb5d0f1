import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { violations } from './helpers/axe';
import { mockApi, signedOut } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

/** /account-deleted: where a deleted account lands, signed out (Settings > Account > Delete Account). */
describe('the account deleted page', () => {
  it('says, signed out, that the account and its data are deleted and what stays for how long, kept out of search results', async () => {
    const mock = mockApi(signedOut);

    const { location } = renderApp('/account-deleted');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' });
    expect(location.current?.pathname).toBe('/account-deleted');
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('main')).toHaveTextContent(/everything in it \(your chats, .*\) are deleted/);
    const kept = within(screen.getByRole('list', { name: 'What stays for a while' })).getAllByRole('listitem');
    expect(kept.map((item) => item.textContent)).toEqual([
      expect.stringContaining('for up to 35 days'),
      expect.stringContaining('for 30 days'),
      expect.stringContaining('free trial'),
      expect.stringContaining('Stripe'),
    ]);
    expect(screen.getByRole('link', { name: 'How long we keep things' })).toHaveAttribute('href', '/privacy-policy#retention');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(mock.callsTo('GET /api/user/')).toHaveLength(0);
  });

  it('offers the crisis lines, the SOS button and a way home', async () => {
    mockApi(signedOut);

    renderApp('/account-deleted');

    await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' });
    expect(screen.getByRole('link', { name: 'the crisis lines' })).toHaveAttribute('href', '/safety#help-now');
    expect(screen.getAllByRole('button', { name: 'SOS: get help now' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await violations(document.body)).toEqual([]);
  });
});
