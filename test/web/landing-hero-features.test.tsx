import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOALS, STYLES } from '#shared/chat';
import { FeaturesSection } from '../../web/src/features/landing/components/features-section';
import { Hero } from '../../web/src/features/landing/components/hero';
import { HERO_SAMPLE } from '../../web/src/features/landing/components/hero-chat';
import { stubIntersectionObserver } from './helpers/intersection-observer';

// The voice demo is another component's subject (and plays audio): a stand-in keeps it out.
vi.mock('../../web/src/features/landing/components/voice-demo', () => ({
  VoiceDemo: () => <p>Voice demo</p>,
}));

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
};

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // @ts-expect-error jsdom has no matchMedia; put it back as it was.
  delete window.matchMedia;
});

const renderHero = () =>
  render(
    <MemoryRouter>
      <Hero />
    </MemoryRouter>,
  );

describe('hero', () => {
  it('has the headline and a FREE TRIAL button to /signup', () => {
    renderHero();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/AI coach/);
    expect(screen.getByRole('link', { name: 'FREE TRIAL' })).toHaveAttribute('href', '/signup');
    expect(document.getElementById('hero')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('starts the sample chat when it scrolls into view, and shows Skye’s reply 2 seconds later', () => {
    const viewport = stubIntersectionObserver();
    renderHero();
    const message = screen.getByText(HERO_SAMPLE.message);
    const reply = screen.getByText(HERO_SAMPLE.reply);
    expect(message).not.toBeVisible();
    advance(5000);
    expect(message).not.toBeVisible();

    viewport.setVisible(true);
    expect(message).toBeVisible();
    expect(reply).not.toBeVisible();
    advance(1999);
    expect(reply).not.toBeVisible();
    advance(1);

    expect(reply).toBeVisible();
    expect(reply).toHaveTextContent(/^Skye:/);
  });

  it('shows the whole sample chat at once to users who asked for less motion', () => {
    setReducedMotion(true);

    renderHero();

    expect(screen.getByText(HERO_SAMPLE.message)).toBeVisible();
    expect(screen.getByText(HERO_SAMPLE.reply)).toBeVisible();
  });
});

const renderFeatures = () => render(<FeaturesSection />);

// The four demos load their code as they near the screen (lib/when-near.ts): once loaded, they
// render at once, which the tests below (on fake timers) rely on.
beforeAll(async () => {
  render(<FeaturesSection />);
  await waitFor(() => {
    expect(screen.getByRole('group', { name: 'Sample of a new session' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sample insights' })).toBeInTheDocument();
    expect(screen.getByText('Voice demo')).toBeInTheDocument();
    expect(screen.getByText('Sample weekly insight update')).toBeInTheDocument();
  });
  cleanup();
});

describe('features: How It Works', () => {
  it('is the section2 anchor, with the four features under its heading', () => {
    renderFeatures();

    const section = screen.getByRole('region', { name: 'How It Works' });
    expect(section).toHaveAttribute('id', 'section2');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(section).getByText('Voice demo')).toBeInTheDocument();
  });

  it('toggles the mock from goals to styles and back on a click, keeping each choice and moving focus to the new view', () => {
    renderFeatures();
    const mock = screen.getByRole('group', { name: 'Sample of a new session' });
    expect(within(mock).getByRole('heading', { name: 'Select Your Goal' })).toBeInTheDocument();
    expect(
      within(mock)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(Object.values(GOALS));

    fireEvent.click(within(mock).getByRole('button', { name: 'Reduce Stress' }));

    const styleHeading = within(mock).getByRole('heading', { name: 'Select Your Communication Style' });
    expect(styleHeading).toHaveFocus();
    expect(within(mock).queryByRole('heading', { name: 'Select Your Goal' })).not.toBeInTheDocument();
    expect(
      within(mock)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(Object.values(STYLES));
    expect(mock).toHaveTextContent('Goal: Reduce Stress.');

    fireEvent.click(within(mock).getByRole('button', { name: 'Non-Directive Approach' }));

    expect(within(mock).getByRole('heading', { name: 'Select Your Goal' })).toHaveFocus();
    expect(within(mock).getByRole('button', { name: 'Reduce Stress' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(mock).getByRole('button', { name: 'Build Self-Esteem' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('cites up to five accountability buddies, a weekly insight update and the goal-setting claim with its source', () => {
    renderFeatures();

    const buddies = screen.getByRole('article', { name: 'Grow with accountability buddies' });
    expect(buddies).toHaveTextContent('Invite up to 5 friends');
    expect(within(buddies).getByText('Sample weekly insight update')).toBeInTheDocument();
    expect(within(buddies).getAllByRole('listitem')).toHaveLength(5);
    expect(buddies).toHaveTextContent('Goal setters are 43% more likely to achieve their goals.');
    expect(buddies).toHaveTextContent(/Source: .*Dominican University of California/);
  });
});

describe('insight cards', () => {
  const shownCard = () => screen.getByRole('group', { name: 'Sample insights' }).querySelector('article:not([aria-hidden])');
  const shownTitle = () => shownCard()?.querySelector('h4')?.textContent;

  it('rotate every 5 seconds with a 400 ms fade, in order, back to the first', () => {
    renderFeatures();
    expect(shownTitle()).toBe('Levels of Anxiety');

    advance(4999);
    expect(shownTitle()).toBe('Levels of Anxiety');
    advance(1);
    // Fading out: still the same card for 400 ms.
    advance(399);
    expect(shownTitle()).toBe('Levels of Anxiety');
    advance(1);
    expect(shownTitle()).toBe('Future Sessions Recommendation');

    advance(5400);
    expect(shownTitle()).toBe('Sources of Stress');
    advance(5400);
    expect(shownTitle()).toBe('Levels of Anxiety');
  });

  it('stop while paused, announce a picked card, and go on after Play', () => {
    renderFeatures();
    const pause = screen.getByRole('button', { name: 'Pause rotating insights' });

    fireEvent.click(pause);
    advance(20_000);
    expect(shownTitle()).toBe('Levels of Anxiety');

    fireEvent.click(screen.getByRole('button', { name: 'Show Sources of Stress' }));
    expect(shownTitle()).toBe('Sources of Stress');
    expect(screen.getByRole('button', { name: 'Show Sources of Stress' })).toHaveAttribute('aria-current', 'true');
    expect(shownCard()?.parentElement).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Play rotating insights' }));
    advance(5400);
    expect(shownTitle()).toBe('Levels of Anxiety');
    expect(shownCard()?.parentElement).toHaveAttribute('aria-live', 'off');
  });

  it('rotate only while on screen', () => {
    const viewport = stubIntersectionObserver();
    renderFeatures();

    advance(20_000);
    expect(shownTitle()).toBe('Levels of Anxiety');

    viewport.setVisible(true);
    advance(5400);
    expect(shownTitle()).toBe('Future Sessions Recommendation');

    viewport.setVisible(false);
    advance(20_000);
    expect(shownTitle()).toBe('Future Sessions Recommendation');
  });
});
