import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../web/src/components/carousel';
import { FaqSection } from '../../web/src/features/landing/components/faq-section';
import { PricingSection } from '../../web/src/features/landing/components/pricing-section';
import { SignupCta } from '../../web/src/features/landing/components/signup-cta';
import { SocialProof } from '../../web/src/features/landing/components/social-proof';
import { StarRating } from '../../web/src/features/landing/components/star-rating';
import { TeamSection } from '../../web/src/features/landing/components/team-section';
import { TestimonialsSection } from '../../web/src/features/landing/components/testimonials-section';
import { SOCIAL_PROOF_NAMES } from '../../web/src/features/landing/social-proof-names';

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
  it('shows six testimonials, each with a rating read out in words, a name, an age and a place', () => {
    renderInRouter(<TestimonialsSection />);

    const region = screen.getByRole('region', { name: 'Testimonials' });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(6);
    for (const slide of slides) {
      expect(within(slide).getByRole('img', { name: /^Rated [345](\.5)? out of 5$/ })).toBeInTheDocument();
      expect(slide).toHaveTextContent(/\d{2}, [A-Z][a-z]+, [A-Z]{2}$/);
    }
    expect(within(region).getAllByRole('img', { name: 'Rated 4.5 out of 5' }).length).toBeGreaterThan(0);
    expect(within(region).getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(0);
  });

  it('draws a 4.5 rating as four full stars, one half star and no empty one', () => {
    render(<StarRating fullStars={4} halfStar />);

    const rating = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    const stars = rating.querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    const filledOutlines = Array.from(stars).filter((star) => star.firstElementChild?.getAttribute('fill') === 'currentColor');
    expect(filledOutlines).toHaveLength(4);
    // The fifth star is an outline with its left half filled in.
    expect(stars[4]!.firstElementChild).toHaveAttribute('fill', 'none');
    expect(stars[4]!.querySelectorAll('path')).toHaveLength(2);
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
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('stays hidden 15 s, shows a name for 5 s, then the next name in the next 20 s cycle', () => {
    vi.useFakeTimers();
    // The start is random: 0.5 of 30 names is the 16th.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const [first, second] = [SOCIAL_PROOF_NAMES[15], SOCIAL_PROOF_NAMES[16]];
    render(<SocialProof />);

    expect(status()).toBeEmptyDOMElement();
    advance(14_999);
    expect(status()).toBeEmptyDOMElement();
    advance(1);
    expect(status()).toHaveTextContent(`${first} subscribed to the Premium Plan`);
    advance(4_999);
    expect(status()).toHaveTextContent(`${first} subscribed to the Premium Plan`);
    advance(1);
    expect(status()).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Close notifications' })).not.toBeInTheDocument();

    advance(15_000);
    expect(status()).toHaveTextContent(`${second} subscribed to the Premium Plan`);
    advance(5_000);
    expect(status()).toBeEmptyDOMElement();
  });

  it('starts from a random name, and the close button stops it for the visit', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { unmount } = render(<SocialProof />);
    advance(15_000);
    expect(status()).toHaveTextContent(`${SOCIAL_PROOF_NAMES[0]} subscribed to the Premium Plan`);

    fireEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    // Back on the landing page in the same visit: it does not come back.
    render(<SocialProof />);
    advance(60_000);
    expect(status()).toBeEmptyDOMElement();
  });

  it('stays while focus is on it, so its close button is not pulled away', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<SocialProof />);
    advance(15_000);
    const close = screen.getByRole('button', { name: 'Close notifications' });

    act(() => close.focus());
    advance(10_000);
    expect(status()).toHaveTextContent(`${SOCIAL_PROOF_NAMES[0]} subscribed`);

    act(() => close.blur());
    advance(500);
    expect(status()).toBeEmptyDOMElement();
  });
});
