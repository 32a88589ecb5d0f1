import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '../../web/src/components/scroll-to-top';
import { PublicPage } from '../../web/src/components/site/public-page';
import { SosProvider } from '../../web/src/features/safety/sos-provider';
import { mockApi, signedOut } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

/** The nav's section links and where they point (spec section 2; Product goes to the FAQ). */
const SECTION_LINKS = [
  ['Features', 'section2'],
  ['Pricing', 'section3'],
  ['Product', 'section1'],
  ['Company', 'section4'],
] as const;

const SOS_NAME = 'SOS: get help now';

/** A landing page whose sections arrive a few frames late, as a lazy page's do. */
function LateSections() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let frames = 3;
    let id = 0;
    const tick = () => {
      if (--frames <= 0) setReady(true);
      else id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(id);
  }, []);
  return ready ? (
    <>
      <h1>Landing</h1>
      {SECTION_LINKS.map(([label, id]) => (
        <section key={id} id={id} aria-label={label} />
      ))}
    </>
  ) : null;
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** The public frame around a page at `url`, with the router's scroll handling, as the app has it. */
function renderPublic(url: string, page: ReactNode = <h1>Blog</h1>) {
  const location: { current: Location | null } = { current: null };
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <SosProvider>
        <ScrollToTop />
        <LocationProbe
          onChange={(now) => {
            location.current = now;
          }}
        />
        <Routes>
          <Route
            path="/"
            element={
              <PublicPage>
                <LateSections />
              </PublicPage>
            }
          />
          <Route path="*" element={<PublicPage>{page}</PublicPage>} />
        </Routes>
      </SosProvider>
    </MemoryRouter>,
  );
  return { user, location, ...view };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const footer = () => screen.getByRole('contentinfo');

describe('site navigation', () => {
  it('on / links to the sections in the page, and to the blog, sign-in and sign-up pages, beside the SOS button', () => {
    renderPublic('/');

    for (const [label, id] of SECTION_LINKS) {
      expect(within(mainNav()).getByRole('link', { name: label })).toHaveAttribute('href', `#${id}`);
    }
    expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(mainNav()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Blue Guardian' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: SOS_NAME })).toBeInTheDocument();
  });

  it('on /blog sends the section links to / plus the hash, and scrolls to the section once the landing page has rendered it', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, location } = renderPublic('/blog');
    for (const [label, id] of SECTION_LINKS) {
      expect(within(mainNav()).getByRole('link', { name: label })).toHaveAttribute('href', `/#${id}`);
    }

    await user.click(within(mainNav()).getByRole('link', { name: 'Pricing' }));

    expect(location.current).toMatchObject({ pathname: '/', hash: '#section3' });
    const pricing = await screen.findByRole('region', { name: 'Pricing' });
    await vi.waitFor(() => expect(scrollIntoView.mock.contexts).toContain(pricing));
  });

  it('scrolls to a section when only the hash changes on the same page', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, location } = renderPublic(
      '/blog',
      <>
        <Link to="#comments">Jump to comments</Link>
        <section id="comments" aria-label="Comments" />
      </>,
    );
    scrollIntoView.mockClear();

    await user.click(screen.getByRole('link', { name: 'Jump to comments' }));

    expect(location.current).toMatchObject({ pathname: '/blog', hash: '#comments' });
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByRole('region', { name: 'Comments' })]);
  });

  it('starts at the top of a page without a hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');

    renderPublic('/blog');

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('folds the links into a menu that opens and closes by its button, closes on Escape with focus back on the button, and closes when a link is chosen', async () => {
    const { user } = renderPublic('/blog');
    const toggle = within(mainNav()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(within(mainNav()).getByRole('link', { name: 'Features' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Features' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Sign In' }));
    expect(within(mainNav()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu when the user presses outside the bar', async () => {
    const { user } = renderPublic('/blog');
    const toggle = within(mainNav()).getByRole('button', { name: 'Menu' });
    await user.click(toggle);

    await user.click(screen.getByRole('heading', { level: 1, name: 'Blog' }));

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('skip link and footer', () => {
  it('offers a skip link to the main content', () => {
    renderPublic('/blog');

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('links to the legal pages, the blog and the sections, with the spec’s placeholder links to /', () => {
    renderPublic('/blog');

    const link = (name: string) => within(footer()).getByRole('link', { name });
    expect(link('Privacy Policy')).toHaveAttribute('href', '/privacy-policy');
    expect(link('Terms and Conditions')).toHaveAttribute('href', '/terms-and-conditions');
    expect(link('Safety and Crisis Protocol')).toHaveAttribute('href', '/safety');
    expect(link('Blog')).toHaveAttribute('href', '/blog');
    expect(link('Features')).toHaveAttribute('href', '/#section2');
    expect(link('Pricing')).toHaveAttribute('href', '/#section3');
    for (const name of ['Product Demo', 'Press', 'Contact Us', 'Cookies', 'Accessibility']) {
      expect(link(name)).toHaveAttribute('href', '/');
    }
    expect(footer()).toHaveTextContent(`© ${new Date().getFullYear()} Blue Guardian`);
  });

  it('on / makes the footer’s section links in-page links', () => {
    renderPublic('/');

    expect(within(footer()).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#section2');
    expect(within(footer()).getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '#section4');
  });

  it('frames the legal pages too (PageLayout): the navigation with SOS, main, and the footer', async () => {
    mockApi(signedOut);
    renderApp('/privacy-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#section2');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: SOS_NAME })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  });
});

describe('scroll-to-top button', () => {
  let scrollY = 0;

  beforeEach(() => {
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    window.matchMedia = vi.fn((query: string) => ({ matches: false, media: query }) as MediaQueryList);
  });

  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia; put it back as it was.
    delete window.matchMedia;
  });

  const scrollToY = (y: number) => {
    scrollY = y;
    act(() => {
      fireEvent.scroll(window);
    });
  };

  it('appears only after scrolling more than 500 px, and goes back to the top smoothly with focus at the page start', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderPublic('/blog');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollToY(500);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollToY(501);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));

    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
    scrollToY(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('jumps instead of gliding for users who asked for less motion', async () => {
    window.matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderPublic('/blog');
    scrollToY(900);

    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));

    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
