import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../web/src/components/carousel';
import { FaqSection } from '../../web/src/features/landing/components/faq-section';
import { PricingSection } from '../../web/src/features/landing/components/pricing-section';
import { SignupCta } from '../../web/src/features/landing/components/signup-cta';
import { SocialProof, subscribedLine } from '../../web/src/features/landing/components/social-proof';
import { TeamSection } from '../../web/src/features/landing/components/team-section';
import { TestimonialsSection } from '../../web/src/features/landing/components/testimonials-section';
import { mockApi } from './helpers/fetch-mock';

const renderInRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the landing pricing section', () => {
  const premiumCard = () => screen.getByRole('region', { name: 'Premium' });
  const basicCard = () => screen.getByRole('region', { name: 'Basic' });

  it('opens on annual: Premium at $8 (was $16) with the free trial, Basic free with Sign Up', () => {
    renderInRouter(<PricingSection />);

    expect(screen.getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Annual Save 50%' })).toBeInTheDocument();
    const premium = within(premiumCard());
    expect(premium.getByText('Most Popular')).toBeInTheDocument();
    expect(premium.getByText('$8')).toBeInTheDocument();
    expect(premium.getByText('$16').tagName).toBe('S');
    expect(premium.getByText(/14-day free trial/)).toHaveTextContent(/Cancel Anytime/);
    expect(premium.getByRole('link', { name: 'Free Trial' })).toHaveAttribute('href', '/login');
    const basic = within(basicCard());
    expect(basic.getByText('Free')).toBeInTheDocument();
    expect(basic.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('on monthly shows Premium at $16 with nothing struck through and labels its button Sign Up', async () => {
    const user = userEvent.setup();
    renderInRouter(<PricingSection />);

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));

    const premium = within(premiumCard());
    expect(premium.getByText('$16').tagName).not.toBe('S');
    expect(premium.queryByText('$8')).not.toBeInTheDocument();
    expect(premium.queryByText(/free trial/i)).not.toBeInTheDocument();
    expect(premium.queryByRole('link', { name: 'Free Trial' })).not.toBeInTheDocument();
    expect(premium.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login');
    expect(within(basicCard()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});

describe('the landing FAQ', () => {
  it('has seven questions, all closed, and opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderInRouter(<FaqSection />);
    // The open answers: regions inside the FAQ section (itself a region, named by its heading).
    const openAnswers = () => within(document.getElementById('section1')!).queryAllByRole('region');
    const questions = within(document.getElementById('section1')!).getAllByRole('button');
    expect(questions).toHaveLength(7);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(0);

    const [goals, voice] = questions as [HTMLElement, HTMLElement];
    await user.click(goals);
    expect(goals).toHaveAttribute('aria-expanded', 'true');
    const goalAnswer = screen.getByRole('region', { name: 'How does goal tracking work?' });
    expect(goalAnswer.id).toBe(goals.getAttribute('aria-controls'));
    expect(goalAnswer).toHaveTextContent(/Build Self-Esteem, Reduce Stress or Interpersonal Relationships/);

    // The keyboard opens the next one, and the first closes.
    voice.focus();
    await user.keyboard('{Enter}');
    expect(voice).toHaveAttribute('aria-expanded', 'true');
    expect(goals).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Can I talk to my coach by voice?' })).toHaveTextContent(/Premium/);

    await user.keyboard(' ');
    expect(voice).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(0);
  });

  it('says the coach is an AI and not a therapist, and where to find crisis help', async () => {
    const user = userEvent.setup();
    renderInRouter(<FaqSection />);

    await user.click(screen.getByRole('button', { name: 'What can Blue Guardian help with?' }));

    const answer = screen.getByRole('region', { name: 'What can Blue Guardian help with?' });
    expect(answer).toHaveTextContent(/AI coach, not a person and not a therapist/);
    expect(answer).toHaveTextContent(/988/);
  });
});

/**
 * jsdom lays nothing out: give a carousel's track the geometry of `perView` slides of 300 px each
 * in view, and a scrollTo that moves it and fires `scroll` as a browser does.
 */
function layOut(region: HTMLElement, perView: number, { glide = false } = {}) {
  const track = region.querySelector<HTMLElement>('.carousel__track')!;
  const slides = Array.from(track.children) as HTMLElement[];
  slides.forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { value: index * 300 }));
  Object.defineProperty(track, 'clientWidth', { value: perView * 300 });
  Object.defineProperty(track, 'scrollWidth', { value: slides.length * 300 });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    // A smooth scroll still under way: the track has not moved yet.
    if (glide) return;
    const max = slides.length * 300 - perView * 300;
    track.scrollLeft = Math.min(max, Math.max(0, options.left ?? 0));
    fireEvent.scroll(track);
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  fireEvent.scroll(track);
  return scrollTo;
}

describe('the carousel', () => {
  const ITEMS = ['one', 'two', 'three', 'four', 'five', 'six'];

  it('is a named carousel region of slides labelled "n of 6"', () => {
    render(<Carousel label="Numbers" items={ITEMS} getKey={(item) => item} renderItem={(item) => <p>{item}</p>} />);

    const region = screen.getByRole('region', { name: 'Numbers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(ITEMS.map((_, i) => `${i + 1} of 6`));
    expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[1]).toHaveTextContent('two');
  });

  it('moves one slide per press and disables Previous at the start and Next at the end', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Numbers" items={ITEMS} getKey={(item) => item} renderItem={(item) => <p>{item}</p>} />);
    const region = screen.getByRole('region', { name: 'Numbers' });
    const scrollTo = layOut(region, 3);
    const previous = within(region).getByRole('button', { name: 'Previous slide' });
    const next = within(region).getByRole('button', { name: 'Next slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300 });
    expect(previous).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    await user.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 900 });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // At the end Next does nothing, and keeps focus for the keyboard.
    await user.click(next);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(next).toHaveFocus();

    await user.click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600 });
    expect(next).toHaveAttribute('aria-disabled', 'false');
  });

  it('counts presses made during a smooth scroll from where that scroll is heading', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Numbers" items={ITEMS} getKey={(item) => item} renderItem={(item) => <p>{item}</p>} />);
    const scrollTo = layOut(screen.getByRole('region', { name: 'Numbers' }), 2, { glide: true });
    const next = screen.getByRole('button', { name: 'Next slide' });

    await user.click(next);
    await user.click(next);
    await user.click(next);

    expect(scrollTo.mock.calls.map(([options]) => options.left)).toEqual([300, 600, 900]);
  });

  it('disables both buttons when every slide fits', () => {
    render(<Carousel label="Few" items={ITEMS.slice(0, 3)} getKey={(item) => item} renderItem={(item) => <p>{item}</p>} />);
    const region = screen.getByRole('region', { name: 'Few' });
    layOut(region, 3);

    expect(within(region).getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(region).getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('the testimonials and the team', () => {
  it('says plainly that the six testimonials are illustrative, and presents none as a real person', () => {
    renderInRouter(<TestimonialsSection />);

    const section = document.getElementById('testimonials')!;
    expect(within(section).getByText("Illustrative examples — we'll share real stories, with consent, once we have them.")).toBeVisible();
    const region = screen.getByRole('region', { name: 'Testimonials' });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(6);
    for (const slide of slides) {
      expect(within(slide).getByRole('blockquote')).toBeInTheDocument();
      // No name, age and place, no rating: nothing that passes for a real reviewer.
      expect(slide).not.toHaveTextContent(/\d{2}, [A-Z][a-z]+, [A-Z]{2}/);
      expect(within(slide).queryByRole('img', { name: /^Rated / })).not.toBeInTheDocument();
      expect(slide).toHaveTextContent(/Example: [A-Z]/);
    }
  });

  it('shows the CEO, CTO and Founding Engineer with a portrait and a named profile link', () => {
    renderInRouter(<TeamSection />);

    const region = screen.getByRole('region', { name: 'Team' });
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => within(slide).getByRole('heading').nextSibling?.textContent)).toEqual(['CEO', 'CTO', 'Founding Engineer']);
    for (const slide of slides) {
      const name = within(slide).getByRole('heading').textContent!;
      const photo = within(slide).getByRole('img', { name: new RegExp(name) });
      expect(photo).toHaveAttribute('width', '120');
      expect(photo).toHaveAttribute('height', '120');
      expect(photo.getAttribute('src')).toMatch(/^\/team\/.+\.svg$/);
      expect(
        within(slide)
          .getByRole('link', { name: new RegExp(`^${name} on LinkedIn`) })
          .getAttribute('href'),
      ).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    }
  });

  it('has a sign-up call to action whose terms and privacy links point to / as the spec says', () => {
    renderInRouter(<SignupCta />);

    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/');
  });
});

describe('the social-proof popup', () => {
  const status = () => screen.getByRole('status');
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const NOW = Date.UTC(2026, 10, 28, 12);
  const RECENT = 'GET /api/payment/recent-subscriptions';
  const ago = (ms: number) => new Date(NOW - ms).toISOString();
  const HOUR = 3_600_000;

  const given = (subscribedAt: string[]) => {
    vi.useFakeTimers({ now: NOW });
    return mockApi({ [RECENT]: { body: { success: true, subscribedAt } } });
  };

  it('shows nothing at all when nobody subscribed recently', async () => {
    const api = given([]);
    render(<SocialProof />);

    for (let second = 1; second <= 120; second++) {
      await advance(1_000);
      expect(status()).toBeEmptyDOMElement();
    }
    expect(screen.queryByRole('button', { name: 'Close notifications' })).not.toBeInTheDocument();
    expect(api.callsTo(RECENT)).toHaveLength(1);
  });

  it('shows nothing when the recent subscriptions cannot be read', async () => {
    const api = given([]);
    api.on(RECENT, { status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'Busy' } });
    render(<SocialProof />);

    for (let second = 1; second <= 120; second++) {
      await advance(1_000);
      expect(status()).toBeEmptyDOMElement();
    }
    expect(api.callsTo(RECENT)).toHaveLength(1);
  });

  it('says of each real recent subscription, one at a time for 5 s in 20 s, that someone subscribed and how long ago, then stops', async () => {
    const api = given([ago(2 * HOUR + 59 * 60_000), ago(27 * HOUR)]);
    render(<SocialProof />);

    // Nothing is asked while the page comes up.
    await advance(14_999);
    expect(api.callsTo(RECENT)).toHaveLength(0);
    expect(status()).toBeEmptyDOMElement();
    await advance(1);
    expect(status()).toHaveTextContent(/^Someone subscribed to Premium 2 hours ago$/);
    await advance(4_999);
    expect(status()).toHaveTextContent('Someone subscribed to Premium 2 hours ago');
    await advance(1);
    expect(status()).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Close notifications' })).not.toBeInTheDocument();

    await advance(15_000);
    expect(status()).toHaveTextContent(/^Someone subscribed to Premium 1 day ago$/);
    await advance(5_000);
    expect(status()).toBeEmptyDOMElement();

    // Each one once: it never loops.
    await advance(600_000);
    expect(status()).toBeEmptyDOMElement();
    expect(api.callsTo(RECENT)).toHaveLength(1);
  });

  it('says how long ago in plain words', () => {
    expect(subscribedLine(ago(20_000), NOW)).toBe('Someone subscribed to Premium just now');
    expect(subscribedLine(ago(60_000), NOW)).toBe('Someone subscribed to Premium 1 minute ago');
    expect(subscribedLine(ago(45 * 60_000), NOW)).toBe('Someone subscribed to Premium 45 minutes ago');
    expect(subscribedLine(ago(HOUR), NOW)).toBe('Someone subscribed to Premium 1 hour ago');
    expect(subscribedLine(ago(6 * 24 * HOUR), NOW)).toBe('Someone subscribed to Premium 6 days ago');
  });

  it('the close button stops it for the visit', async () => {
    given([ago(HOUR), ago(2 * HOUR)]);
    const { unmount } = render(<SocialProof />);
    await advance(15_000);
    expect(status()).toHaveTextContent('Someone subscribed to Premium 1 hour ago');

    fireEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    // Back on the landing page in the same visit: it does not come back.
    render(<SocialProof />);
    await advance(60_000);
    expect(status()).toBeEmptyDOMElement();
  });

  it('stays while focus is on it, so its close button is not pulled away', async () => {
    given([ago(HOUR)]);
    render(<SocialProof />);
    await advance(15_000);
    const close = screen.getByRole('button', { name: 'Close notifications' });

    act(() => close.focus());
    await advance(10_000);
    expect(status()).toHaveTextContent('Someone subscribed');

    act(() => close.blur());
    await advance(500);
    expect(status()).toBeEmptyDOMElement();
  });
});
