import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

describe('navigation', () => {
  it('shows a 404 page for an unknown address', async () => {
    mockApi(signedOut);

    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/', 'Your AI coach for a calmer, more confident you'],
    ['/forgot-password', 'Reset your password'],
    ['/reset-password?oobCode=abc', 'Choose a new password'],
    ['/blog', 'Blog'],
    ['/blog/sleep-and-mood', /Sleep and Mood/],
    ['/blog/no-such-post', 'Post not found.'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/safety', 'Safety and Crisis Protocol'],
  ])('renders %s with one h1 inside main', async (url, title) => {
    mockApi(signedOut);

    renderApp(url);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('scrolls to the top on every route change', async () => {
    mockApi(signedOut);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Terms and Conditions' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
