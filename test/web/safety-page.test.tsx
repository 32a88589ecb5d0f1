import { screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AI_DISCLOSURE, CRISIS_RESOURCES, CRISIS_SCREEN, INTERNATIONAL_RESOURCES } from '#shared/safety';
import SafetyRoute from '../../web/src/app/routes/safety';
import { SosProvider } from '../../web/src/features/safety/sos-provider';
import { violations } from './helpers/axe';
import { mockApi, signedOut } from './helpers/fetch-mock';
import { prerenderAndHydrate } from './helpers/prerender';
import { renderApp } from './helpers/render-app';

const TITLE = 'Safety and Crisis Protocol';

/** Opens /safety in the whole app, as a visitor who is not signed in, and waits for its h1. */
async function openSafety(url = '/safety') {
  mockApi(signedOut);
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return view;
}

/** A numbered section of the page, found by its heading ("3. Every message is checked first"). */
const section = (title: string) => screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });

// The first test of a file also loads the lazy chunks.
describe('/safety, the published crisis protocol', { timeout: 20_000 }, () => {
  it('shows one h1 inside main, its date, a title, a description and a canonical address', async () => {
    await openSafety();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByText((_, element) => element?.textContent === 'Effective date: November 26, 2026')).toBeInTheDocument();
    expect(document.title).toBe(`${TITLE} | Blue Guardian`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/safety$/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/crisis/);
  });

  it('has a table of contents whose links each lead to a numbered section, in order, and no id used twice', async () => {
    await openSafety();

    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(10);
    links.forEach((link, index) => {
      const target = document.getElementById(link.getAttribute('href')?.replace(/^#/, '') ?? '');
      expect(target?.tagName, link.getAttribute('href') ?? '').toBe('SECTION');
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(`${index + 1}. ${link.textContent}`);
    });
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('starts with the crisis lines, each one tap to call, text or open, from the shared list', async () => {
    await openSafety();

    const help = section('Get help now');
    expect(help).toHaveTextContent('call 911 (or your local emergency number) now, or call or text 988');
    for (const resource of [...CRISIS_RESOURCES, ...INTERNATIONAL_RESOURCES]) {
      expect(help).toHaveTextContent(resource.name);
      for (const action of resource.actions) {
        // A website's link also says that it opens in a new tab.
        const name = action.kind === 'link' ? new RegExp(`^${action.label.replace(/\./g, '\\.')}`) : action.label;
        expect(within(help).getByRole('link', { name })).toHaveAttribute('href', action.href);
      }
    }
    expect(within(help).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
    expect(within(help).getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute('target', '_blank');
  });

  it('says what the product does, as the code does it', async () => {
    await openSafety();

    const ai = section('Skye is an AI, not a person');
    expect(ai).toHaveTextContent('Skye is not a person, and not a therapist, counsellor or any other health professional.');
    expect(ai).toHaveTextContent(AI_DISCLOSURE);
    expect(ai).toHaveTextContent('again at least every 3 hours while you use');
    expect(ai).toHaveTextContent('at least every 60 minutes instead');
    expect(section('Every message is checked first')).toHaveTextContent(/before the AI reads it/);
    const levels = section('What happens when a message shows signs of a crisis');
    expect(within(levels).getAllByRole('row')).toHaveLength(4);
    expect(levels).toHaveTextContent('never written by the AI');
    expect(levels).toHaveTextContent(`stays until you tap “${CRISIS_SCREEN.acknowledge}”`);
    expect(section('Skye’s replies are checked too')).toHaveTextContent('is never shown and never stored');
    expect(section('The same on every plan')).toHaveTextContent('No safety feature depends on your plan.');
    expect(section('We do not contact anyone for you')).toHaveTextContent(
      'We do not contact emergency services, your parents or guardian, or anyone else on your behalf.',
    );
    const counts = section('What we count, and what we never share');
    expect(counts).toHaveTextContent('cannot be traced back to you');
    expect(counts).toHaveTextContent('We never sell what you write');
    expect(within(counts).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(section('The laws we follow')).getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it('is framed like the other public pages: the SOS button in the banner and the footer’s link to it', async () => {
    await openSafety();

    expect(within(screen.getByRole('banner')).getByRole('button', { name: /SOS/ })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: TITLE })).toHaveAttribute('href', '/safety');
  });

  it('passes axe', async () => {
    await openSafety();

    expect(await violations(screen.getByRole('main'))).toEqual([]);
  });

  it('is linked from the crisis section of the terms, and the link opens it', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });

    await user.click(within(section('In a crisis')).getByRole('link', { name: 'safety and crisis protocol' }));

    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
  });

  it('hydrates its pre-rendered HTML without a mismatch', async () => {
    const view = await prerenderAndHydrate(
      <StrictMode>
        <MemoryRouter>
          <SosProvider>
            <SafetyRoute />
          </SosProvider>
        </MemoryRouter>
      </StrictMode>,
    );

    expect(view.recoverable).not.toHaveBeenCalled();
    expect(within(view.container).getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
    view.unmount();
  });
});
