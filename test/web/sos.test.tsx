import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRISIS_SCREEN } from '#shared/safety';
import { BoxBreathing } from '../../web/src/features/safety/components/box-breathing';
import { openDashboard } from './helpers/chat';
import { mockApi, signedOut } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';
import { openSos, SOS_NAME } from './helpers/safety';

const US_LINKS = [
  ['Call 988', 'tel:988'],
  ['Text 988', 'sms:988'],
  ['Text HOME to 741741', 'sms:741741?&body=HOME'],
  ['Call 911', 'tel:911'],
];

const WORLD_LINKS = [
  ['Call 988 (Canada)', 'tel:988'],
  ['Text 988 (Canada)', 'sms:988'],
  ['Call 116 123', 'tel:116123'],
  ['Call 13 11 14', 'tel:131114'],
  ['Call 112', 'tel:112'],
  ['Open findahelpline.com (opens in a new tab)', 'https://findahelpline.com'],
];

const linksIn = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => {
  vi.useRealTimers();
});

// The first test of a file also loads the lazy chunks.
describe('the SOS button', { timeout: 15_000 }, () => {
  it('is in the landing page header, with a name that starts with its visible text', async () => {
    mockApi(signedOut);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /AI coach/ });

    const sos = within(screen.getByRole('banner')).getByRole('button', { name: SOS_NAME });
    expect(sos).toHaveTextContent(/^SOS/);
    expect(sos).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens "Get help now": one-tap links, US first, then outside the US; Escape closes it and returns focus', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /AI coach/ });

    const dialog = await openSos(user, screen.getByRole('banner'));

    expect(within(dialog).getByRole('tab', { name: 'Talk to someone' })).toHaveFocus();
    expect(dialog).toHaveTextContent(CRISIS_SCREEN.intro);
    const us = within(dialog).getByRole('region', { name: 'In the US' });
    const world = within(dialog).getByRole('region', { name: 'Outside the US' });
    expect(linksIn(us)).toEqual(US_LINKS);
    expect(linksIn(world)).toEqual(WORLD_LINKS);
    expect(us.compareDocumentPosition(world) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(world).getByRole('link', { name: /findahelpline/ })).toHaveAttribute('rel', 'noopener noreferrer');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SOS_NAME })).toHaveFocus();
  });

  it('is on every public page that shares the header, such as login', async () => {
    mockApi(signedOut);
    renderApp('/login');
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: SOS_NAME })).toBeInTheDocument();
  });

  it('is in the dashboard top bar beside Logout, and Close closes its dialog', async () => {
    const { user } = await openDashboard();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const dialog = await openSos(user, banner);
    expect(linksIn(within(dialog).getByRole('region', { name: 'In the US' }))).toEqual(US_LINKS);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('grounding exercises', () => {
  it('has box breathing with a guide that starts and stops, and 5-4-3-2-1 as steps', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /AI coach/ });
    const dialog = await openSos(user);

    await user.click(within(dialog).getByRole('tab', { name: 'Grounding exercises' }));

    const breathing = await within(dialog).findByRole('region', { name: 'Box breathing' });
    await user.click(within(breathing).getByRole('button', { name: 'Start box breathing' }));
    expect(within(breathing).getByRole('status')).toHaveTextContent('Breathe in');
    await user.click(within(breathing).getByRole('button', { name: 'Stop box breathing' }));
    expect(within(breathing).getByRole('status').textContent).toBe('');
    expect(within(breathing).getByRole('button', { name: 'Start box breathing' })).toBeInTheDocument();

    const senses = within(dialog).getByRole('region', { name: '5-4-3-2-1 grounding' });
    const steps = within(senses).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveTextContent('5 things you can see');
    expect(steps[4]).toHaveTextContent('1 thing you can taste');
  });

  it('announces each phase of box breathing every 4 seconds, never the seconds, and stops its clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<BoxBreathing />);
    const status = () => screen.getByRole('status');

    fireEvent.click(screen.getByRole('button', { name: 'Start box breathing' }));
    expect(status()).toHaveTextContent(/^Breathe in$/);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(status()).toHaveTextContent(/^Hold$/);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(status()).toHaveTextContent(/^Breathe out$/);
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(status()).toHaveTextContent(/^Breathe in$/);

    fireEvent.click(screen.getByRole('button', { name: 'Stop box breathing' }));
    expect(vi.getTimerCount()).toBe(0);
    // The moving dot is decoration only; the words are the guide.
    expect(document.querySelector('.breathing-guide__box')).toHaveAttribute('aria-hidden', 'true');
  });
});
